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
// --- front office (issue 3) ---
import * as availability from "../../app/api/v1/availability/route";
import * as reservations from "../../app/api/v1/reservations/route";
import * as reservation from "../../app/api/v1/reservations/[id]/route";
import * as reservationCancel from "../../app/api/v1/reservations/[id]/cancel/route";
import * as reservationConfirm from "../../app/api/v1/reservations/[id]/confirm/route";
import * as reservationCheckIn from "../../app/api/v1/reservations/[id]/check-in/route";
import * as reservationNoShow from "../../app/api/v1/reservations/[id]/no-show/route";
import * as reservationMoveRoom from "../../app/api/v1/reservations/[id]/move-room/route";
import * as rooms from "../../app/api/v1/rooms/route";
import * as room from "../../app/api/v1/rooms/[id]/route";
import * as roomStatus from "../../app/api/v1/rooms/[id]/status/route";
import * as roomOutOfOrder from "../../app/api/v1/rooms/[id]/out-of-order/route";
import * as roomOutOfService from "../../app/api/v1/rooms/[id]/out-of-service/route";
import * as roomStatusSummary from "../../app/api/v1/rooms/status-summary/route";
import * as roomsAssignable from "../../app/api/v1/rooms/assignable/route";
import * as foArrivals from "../../app/api/properties/[propertyId]/arrivals/route";
import * as foDepartures from "../../app/api/properties/[propertyId]/departures/route";
import * as foInHouse from "../../app/api/properties/[propertyId]/in-house/route";
import * as reservationSearch from "../../app/api/reservations/search/route";
import * as reservationStats from "../../app/api/reservations/stats/route";
// staff screens (issue 5)
import * as tapeChart from "../../app/api/v1/tape-chart/route";
import * as reservationChangeQuote from "../../app/api/v1/reservations/[id]/change-quote/route";
import * as reservationCancellationQuote from "../../app/api/v1/reservations/[id]/cancellation-quote/route";
import * as reservationHistory from "../../app/api/v1/reservations/[id]/history/route";
import * as guests from "../../app/api/v1/guests/route";
// webhooks and alerts (issue 4)
import * as alerts from "../../app/api/v1/alerts/route";
import * as webhooks from "../../app/api/v1/webhooks/route";
import * as webhook from "../../app/api/v1/webhooks/[id]/route";
import * as webhookLogs from "../../app/api/v1/webhooks/[id]/logs/route";
import * as webhookTest from "../../app/api/v1/webhooks/[id]/test/route";

export type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", RouteHandler>>;

export const ROUTES: Array<{ path: string; module: RouteModule }> = [
  { path: "/api/health", module: health },
  { path: "/api/v1/auth/token", module: authToken },
  { path: "/api/v1/auth/refresh", module: authRefresh },
  { path: "/api/v1/auth/login", module: authLogin },
  { path: "/api/v1/auth/oauth/{provider}", module: authOAuthStart },
  { path: "/api/v1/auth/oauth/token", module: authOAuthToken },
  { path: "/api/v1/room-types", module: roomTypes },
  // --- front office (issue 3) ---
  { path: "/api/v1/availability", module: availability },
  { path: "/api/v1/reservations", module: reservations },
  { path: "/api/v1/reservations/{id}", module: reservation },
  { path: "/api/v1/reservations/{id}/cancel", module: reservationCancel },
  { path: "/api/v1/reservations/{id}/confirm", module: reservationConfirm },
  { path: "/api/v1/reservations/{id}/check-in", module: reservationCheckIn },
  { path: "/api/v1/reservations/{id}/no-show", module: reservationNoShow },
  { path: "/api/v1/reservations/{id}/move-room", module: reservationMoveRoom },
  { path: "/api/v1/rooms", module: rooms },
  { path: "/api/v1/rooms/status-summary", module: roomStatusSummary },
  { path: "/api/v1/rooms/assignable", module: roomsAssignable },
  { path: "/api/v1/rooms/{id}", module: room },
  { path: "/api/v1/rooms/{id}/status", module: roomStatus },
  { path: "/api/v1/rooms/{id}/out-of-order", module: roomOutOfOrder },
  { path: "/api/v1/rooms/{id}/out-of-service", module: roomOutOfService },
  { path: "/api/properties/{propertyId}/arrivals", module: foArrivals },
  { path: "/api/properties/{propertyId}/departures", module: foDepartures },
  { path: "/api/properties/{propertyId}/in-house", module: foInHouse },
  { path: "/api/reservations/search", module: reservationSearch },
  { path: "/api/reservations/stats", module: reservationStats },
  // staff screens (issue 5)
  { path: "/api/v1/tape-chart", module: tapeChart },
  { path: "/api/v1/reservations/{id}/change-quote", module: reservationChangeQuote },
  { path: "/api/v1/reservations/{id}/cancellation-quote", module: reservationCancellationQuote },
  { path: "/api/v1/reservations/{id}/history", module: reservationHistory },
  { path: "/api/v1/guests", module: guests },
  // webhooks and alerts (issue 4)
  { path: "/api/v1/webhooks", module: webhooks },
  { path: "/api/v1/webhooks/{id}", module: webhook },
  { path: "/api/v1/webhooks/{id}/test", module: webhookTest },
  { path: "/api/v1/webhooks/{id}/logs", module: webhookLogs },
  { path: "/api/v1/alerts", module: alerts },
];
