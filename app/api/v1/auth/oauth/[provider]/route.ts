import { z } from "zod";
import { startSso } from "@/lib/auth/oidc";
import { ZOAuthStartQuery } from "@/lib/auth/schemas";
import { v1PublicRoute } from "@/lib/http/route";

export const GET = v1PublicRoute({
  operationId: "startSingleSignOn",
  summary: "Start single sign-on",
  description:
    "Redirects (302) to the OpenID Connect provider's login. After sign-in the provider sends the browser to `redirect_uri` " +
    "with `code` and your `state`; exchange the code at POST /v1/auth/oauth/token. `provider` is an id configured by the " +
    "operator (OIDC_PROVIDERS); `redirect_uri` must be registered in OIDC_REDIRECT_URIS.",
  tags: ["Authentication"],
  rateLimit: "auth",
  params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,50}$/) }),
  query: ZOAuthStartQuery,
  status: 302,
  errors: ["not_found", "service_unavailable"],
  handler: async ({ params, query }) => {
    const location = await startSso({ provider: params.provider, redirectUri: query.redirect_uri, state: query.state });
    return new Response(null, { status: 302, headers: { Location: location } });
  },
});
