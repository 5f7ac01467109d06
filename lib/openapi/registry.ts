// Every API route module, with its public path. The OpenAPI document is generated from the route definitions
// themselves (their zod schemas), and lib/openapi/registry.test.ts fails when a route file under app/api is
// missing here — so every endpoint appears in the API reference.
import type { RouteHandler } from "../http/route";
import * as authLogin from "../../app/api/v1/auth/login/route";
import * as authOAuthStart from "../../app/api/v1/auth/oauth/[provider]/route";
import * as authOAuthToken from "../../app/api/v1/auth/oauth/token/route";
import * as authRefresh from "../../app/api/v1/auth/refresh/route";
import * as authToken from "../../app/api/v1/auth/token/route";
import * as health from "../../app/api/health/route";
import * as roomTypes from "../../app/api/v1/room-types/route";
// staff screens (issue 5)
import * as tapeChart from "../../app/api/v1/tape-chart/route";
import * as reservationChangeQuote from "../../app/api/v1/reservations/[id]/change-quote/route";
import * as reservationCancellationQuote from "../../app/api/v1/reservations/[id]/cancellation-quote/route";
import * as reservationHistory from "../../app/api/v1/reservations/[id]/history/route";
import * as guests from "../../app/api/v1/guests/route";

export type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", RouteHandler>>;

export const ROUTES: Array<{ path: string; module: RouteModule }> = [
  { path: "/api/health", module: health },
  { path: "/api/v1/auth/token", module: authToken },
  { path: "/api/v1/auth/refresh", module: authRefresh },
  { path: "/api/v1/auth/login", module: authLogin },
  { path: "/api/v1/auth/oauth/{provider}", module: authOAuthStart },
  { path: "/api/v1/auth/oauth/token", module: authOAuthToken },
  { path: "/api/v1/room-types", module: roomTypes },
  // staff screens (issue 5)
  { path: "/api/v1/tape-chart", module: tapeChart },
  { path: "/api/v1/reservations/{id}/change-quote", module: reservationChangeQuote },
  { path: "/api/v1/reservations/{id}/cancellation-quote", module: reservationCancellationQuote },
  { path: "/api/v1/reservations/{id}/history", module: reservationHistory },
  { path: "/api/v1/guests", module: guests },
];
