import { authenticateClient, issueTokens } from "@/lib/auth/principals";
import { ZTokenBody, ZTokenResponse } from "@/lib/auth/schemas";
import { v1PublicRoute } from "@/lib/http/route";

export const POST = v1PublicRoute({
  operationId: "issueClientToken",
  summary: "Client-credentials token",
  description: "Exchanges an API client id and secret for an access token (JWT, 86400 s) and a rotating refresh token.",
  tags: ["Authentication"],
  rateLimit: "auth",
  rateLimitKey: (b) => (b && typeof b === "object" ? String((b as { client_id?: unknown }).client_id ?? "") : undefined),
  body: ZTokenBody,
  response: ZTokenResponse,
  raw: true,
  errors: ["invalid_credentials"],
  handler: async ({ body }) => issueTokens(await authenticateClient(body.client_id, body.client_secret)),
});
