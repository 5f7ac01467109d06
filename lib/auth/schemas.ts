import { z } from "zod";

export const ZTokenBody = z
  .object({
    grant_type: z.literal("client_credentials", { error: "must be client_credentials" }),
    client_id: z.string().min(1, "Required").max(200),
    client_secret: z.string().min(1, "Required").max(500),
  })
  .meta({ id: "ClientCredentialsRequest" });

export const ZRefreshBody = z
  .object({
    grant_type: z.literal("refresh_token", { error: "must be refresh_token" }),
    refresh_token: z.string().min(1, "Required").max(500),
  })
  .meta({ id: "RefreshTokenRequest" });

export const ZLoginBody = z
  .object({ email: z.string().trim().email("must be an email address").max(254), password: z.string().min(1, "Required").max(200) })
  .meta({ id: "LoginRequest" });

export const ZOAuthStartQuery = z.object({
  redirect_uri: z.url({ error: "must be a URL" }),
  state: z.string().min(8, "must be at least 8 characters").max(500),
});

export const ZOAuthTokenBody = z
  .object({
    grant_type: z.literal("authorization_code", { error: "must be authorization_code" }),
    code: z.string().min(1, "Required").max(2000),
    redirect_uri: z.url({ error: "must be a URL" }),
    provider: z.string().max(50).optional().meta({ description: "Provider id; optional when only one is configured" }),
    iss: z.string().max(500).optional().meta({ description: "The `iss` parameter of the redirect (RFC 9207), when the provider sent one" }),
  })
  .meta({ id: "AuthorizationCodeRequest" });

export const ZTokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().meta({ description: "Seconds (86400)" }),
    refresh_token: z.string(),
  })
  .meta({ id: "TokenResponse" });

export const ZLoginResponse = ZTokenResponse.extend({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), roles: z.array(z.string()) }),
}).meta({ id: "LoginResponse" });
