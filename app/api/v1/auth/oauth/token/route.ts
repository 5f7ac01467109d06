import { finishSso } from "@/lib/auth/oidc";
import { ZLoginResponse, ZOAuthTokenBody } from "@/lib/auth/schemas";
import { v1PublicRoute } from "@/lib/http/route";

export const POST = v1PublicRoute({
  operationId: "exchangeSingleSignOnCode",
  summary: "Exchange a single sign-on code for tokens",
  description: "Completes single sign-on: the provider's authorization code and the same redirect_uri → the staff user and Innkeep tokens.",
  tags: ["Authentication"],
  rateLimit: "auth",
  body: ZOAuthTokenBody,
  response: ZLoginResponse,
  raw: true,
  errors: ["invalid_credentials", "service_unavailable"],
  handler: ({ body }) => finishSso({ provider: body.provider, code: body.code, redirectUri: body.redirect_uri, iss: body.iss }),
});
