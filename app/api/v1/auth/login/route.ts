import { authenticateUser, issueTokens, publicUser } from "@/lib/auth/principals";
import { ZLoginBody, ZLoginResponse } from "@/lib/auth/schemas";
import { v1PublicRoute } from "@/lib/http/route";

export const POST = v1PublicRoute({
  operationId: "login",
  summary: "Staff login",
  description: "Email and password of a staff user → the user, an access token and a refresh token.",
  tags: ["Authentication"],
  rateLimit: "auth",
  rateLimitKey: (b) => (b && typeof b === "object" ? String((b as { email?: unknown }).email ?? "").toLowerCase() : undefined),
  body: ZLoginBody,
  response: ZLoginResponse,
  raw: true,
  errors: ["invalid_credentials"],
  handler: async ({ body }) => {
    const p = await authenticateUser(body.email, body.password);
    return { user: publicUser(p), ...(await issueTokens(p)) };
  },
});
