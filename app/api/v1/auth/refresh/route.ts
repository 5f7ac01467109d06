import { refreshTokens } from "@/lib/auth/principals";
import { ZRefreshBody, ZTokenResponse } from "@/lib/auth/schemas";
import { v1PublicRoute } from "@/lib/http/route";

export const POST = v1PublicRoute({
  operationId: "refreshToken",
  summary: "Refresh an access token",
  description:
    "Rotates the refresh token: the response carries a new access token and a new refresh token; the one sent is spent. " +
    "Presenting a spent refresh token again revokes every token of its family (401 invalid_credentials).",
  tags: ["Authentication"],
  rateLimit: "auth",
  body: ZRefreshBody,
  response: ZTokenResponse,
  raw: true,
  errors: ["invalid_credentials", "token_expired"],
  handler: ({ body }) => refreshTokens(body.refresh_token),
});
