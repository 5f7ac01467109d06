// Decisions Innkeep took where the specification says "not shown". Rendered at the top of the API reference.
export const API_DECISIONS = `
Innkeep hotel property-management API. \`/api/v1/*\` is canonical; \`/v1/*\` serves the same API.

## Conventions
- **Authentication**: every call except the token endpoints needs \`Authorization: Bearer <access token>\` and
  \`X-Property-ID\`. A property missing from the token's \`properties\` is **403 forbidden**; a record of another
  property is **404 not_found** (existence is not revealed). Access tokens are HS256 JWTs, 86400 s.
- **Refresh** (\`POST /v1/auth/refresh\`) answers like \`POST /v1/auth/token\` (\`access_token\`, \`token_type\`,
  \`expires_in\`, \`refresh_token\`). Refresh tokens rotate and are single-use; re-use revokes the whole family.
- **Token requests** may be JSON or \`application/x-www-form-urlencoded\`.
- **Money**: the versioned API shows amounts as numbers in major units of the property's currency (two decimals);
  the property currency is the \`currency\` of the property. Document-3 endpoints use \`{value, currency}\` in minor units.
- **Dates** are \`YYYY-MM-DD\`; "today" is the property's local date (its IANA time zone).
- **Arrays in query strings**: repeated keys (\`status=A&status=B\`), \`status[]=A\`, or comma lists (\`status=A,B\`).
- **Pagination**: every list takes \`cursor\` and \`limit\` (default 20, maximum 100; above 100 is a 400).
- **Rate limits**: 100 requests per minute per API client, 10 per minute per address and client on the
  authentication endpoints; every response carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and
  \`X-RateLimit-Reset\`; above the limit the answer is **429 rate_limited** with \`Retry-After\` (seconds).
- **Errors**: \`{error, message, details?: [{field, message}], request_id}\`. Validation failures name each field.
  Bodies over 1 MiB are 413. An unexpected error is a 500 carrying only the request id.
- **Permissions** per endpoint are listed with each operation (roles: super_admin, admin, manager, front_desk,
  cashier, housekeeping, waiter, kitchen).

<!-- ---------------------------------------------------------------------------------------------------------
     Front office (issue 3): reservations, availability, rooms. Kept in its own section to ease merging.
     --------------------------------------------------------------------------------------------------------- -->
## Front office
- **Currency** of amounts is the property's \`currency\` (INR for the demo); reservations also carry \`currency\`.
- **Create reservation** — required: \`arrival_date\` (today or later in the property's time zone), \`departure_date\`
  (after arrival, stay ≤ 30 nights), \`rooms\` (1–10, each \`room_type_id\`, \`rate_plan_id\`, \`adults\` ≥ 1, \`children\`
  default 0) and the guest as \`guest_id\` or \`guest\` {first_name, last_name, email, phone? (E.164, "+91…")}. A
  \`guest\` whose email is known in the tenant reuses that profile (its name is kept; a missing phone is filled).
  \`source\` defaults to DIRECT. \`payment_method\` = {type: CREDIT_CARD | DEBIT_CARD | VIRTUAL_CARD, card_token}; a
  card number (or any extra field) is a 400 and is never stored; responses show only the token's last 4 characters.
- **Statuses**: new reservations are CONFIRMED, except OTA/GDS bookings without a payment method, which are PENDING
  until \`POST /reservations/{id}/confirm\`. PENDING holds inventory like CONFIRMED. Check-in needs CONFIRMED.
- **Which operations return 422 \`no_availability\`**: create, a date change, and a room move to another room type —
  whenever a requested room type has no sellable room on one of the nights. Nothing is written then.
- **Inventory** is counted per room type and night: active rooms − rooms out of order (or out of service without
  return to inventory) − rooms held by PENDING, CONFIRMED, CHECKED_IN and CHECKED_OUT stays. Cancelled and no-show
  reservations release their nights. The database enforces it with row locks; no interleaving oversells.
- **Prices** are per night from the rate plan (weekday/weekend rate — Friday and Saturday nights by default — or a
  dated override; derived plans such as B&B and non-refundable follow their parent). GST per night by the slab of that
  night's tariff from the property's tax rules (from 22 Sep 2025: ≤ ₹7,500 → 5 %, above → 18 %; CGST/SGST halves).
  \`rate_per_night\` is a room's average nightly rate before tax; \`total_amount\` includes taxes.
- **balance_due** = total − paid; for CANCELLED / NO_SHOW it is the fee − paid; never negative.
- **Date changes** (PUT) only while PENDING or CONFIRMED (409 \`invalid_state\` otherwise); all rooms move together,
  re-priced with their original rate plan. Special requests may change until check-out.
- **Cancellation** from PENDING or CONFIRMED only. Fee per room by its rate plan: FLEXIBLE → free until the cut-off
  (e.g. 24 h before check-in time on the arrival date, property time zone), then the first night (rate + tax);
  NON_REFUNDABLE → the whole stay. \`waive_cancellation_fee\` needs admin or manager (403 otherwise).
  \`refund_amount\` = paid − fee, never negative (the refund itself is paid out by the payments service).
- **No-show** (\`POST …/no-show\`) from PENDING/CONFIRMED, on or after the arrival date: first night (flexible) or
  whole stay (non-refundable), stored as \`cancellation_fee\`; waivable by managers; the nights are released.
- **Check-in** (\`POST …/check-in\`) from CONFIRMED, arrival date ≤ today < departure. A room per reserved room: given,
  assigned in advance, or the best assignable one. The room must be of the reserved type, vacant, not out of
  order/service during the stay, not held by another stay, and CLEAN or INSPECTED unless a manager sends
  \`override_room_status\`. Upgrades: check in, then move room. Check-out belongs to the folio endpoints.
- **Room move** (\`POST …/move-room\`) for CHECKED_IN stays; the old room becomes VACANT + DIRTY. Another room type keeps
  the booked rate and moves the remaining nights' inventory.
- **Room status**: \`fo_status\` VACANT/OCCUPIED is kept by check-in, moves and check-out; OUT_OF_ORDER/OUT_OF_SERVICE
  is derived from a block covering today. Combined \`status\` adds OUT_OF_ORDER and OUT_OF_SERVICE to the four
  values of the spec; INSPECTED counts as clean, IN_PROGRESS as dirty. Housekeeping moves: DIRTY → IN_PROGRESS/CLEAN,
  IN_PROGRESS → CLEAN/DIRTY, CLEAN → INSPECTED/DIRTY, INSPECTED → DIRTY/CLEAN; OUT_OF_ORDER only via out-of-order.
- **Out of order / out of service** — required: \`reason\`, \`to_date\` (exclusive); \`from_date\` defaults to today.
  Refused (409) when the room is assigned to a stay in the period, already blocked then, or (when it leaves
  inventory) the room type would be oversold. \`return_to_inventory\` (out of service only, default false): true keeps
  the room sellable. After an out-of-order period the room is VACANT + DIRTY; after out of service VACANT with its
  housekeeping status. DELETE ends current and upcoming periods early (\`DELETE …/out-of-service\` added for symmetry).
- **Assignable rooms**: \`match_score\` = readiness (CLEAN 100, INSPECTED 105, IN_PROGRESS 50, DIRTY 0) + 40 × share of
  preferences matched; HIGH_FLOOR / LOW_FLOOR are the top / bottom third of the building's floors, other preferences
  match room features by name.
- **Lists**: reservations sort by arrival date then id; rooms in natural room-number order (\`limit\` default 50, max
  500). Document-3 lists (\`/api/properties/{id}/arrivals|departures|in-house\`, \`/api/reservations/search\`) page with
  \`page\`/\`limit\` and answer \`{data, meta}\` with money as \`{value, currency}\` in minor units;
  \`/api/reservations/stats\` takes the search filters as query parameters.

## Staff-screen helpers (issue 5)
- Endpoints the front-desk screens need beside the specification's: \`GET /tape-chart\`, \`POST
  /reservations/{id}/change-quote\` (price new dates before \`PUT\`), \`GET /reservations/{id}/cancellation-quote\`
  (the fee before \`cancel\`), \`GET /reservations/{id}/history\` and \`GET /guests?search=\`. The quotes use the same
  rules as the writes they preview and change nothing.
- **Guest search** finds only guests with a reservation at the requested property: profiles are shared by the
  tenant's properties (and de-duplicated by email when booking), but one property's staff do not browse another's.
## Webhooks and events (decisions)
- **Management** (\`/api/v1/webhooks\`) is for admins (\`webhooks.read\`, \`webhooks.write\`). \`POST\` answers **201**
  with the subscription; \`GET\` lists newest first (cursor, limit); \`GET /webhooks/{id}\` is added; \`PUT\` takes any of
  \`url\`, \`events\`, \`secret\`, \`status\` and answers the updated subscription; \`DELETE\` answers **204** and removes the
  subscription with its pending deliveries and log; \`POST /webhooks/{id}/test\` answers **202** with the queued delivery.
- **Status values**: \`ACTIVE\` (receives events) and \`PAUSED\` (receives nothing; events created while paused are not
  queued for it; its pending retries wait and continue on resume). A subscription receives only events created after it
  was created (or last resumed).
- **Secret**: required, 16–256 characters, write-only — stored encrypted (AES-256-GCM), never returned or logged.
- **URL**: \`https://\` only, no credentials in the URL, and every address the host resolves to must be public:
  private, loopback, link-local, unique-local, carrier-grade NAT, multicast, documentation and other special-purpose
  ranges are refused (**400** on \`url\`), at subscription time and again before every delivery; the connection goes to
  the address that was checked. Redirects are not followed.
- **Event names** outside the 17 are a **400** naming the array element (\`events[1]\`).
- **Delivery**: \`POST\` with the JSON envelope \`{id, type, created_at, property_id, data}\` (no payload versioning yet; a
  future change would add a version field), headers \`X-Svc-Signature\`, \`X-Svc-Event-Id\`, \`X-Svc-Event-Type\`,
  \`X-Svc-Delivery-Id\`, \`X-Svc-Delivery-Attempt\` (and \`X-Svc-Test: true\` on test events). At-least-once.
- **Delivery log** entries: \`response_code\` is **null** when no HTTP answer arrived (timeout, connection error, refused
  address); \`retry_count\` is 0 for the first attempt; \`error\` is present on failures. Newest first, cursor-paginated,
  filters \`status\` and \`event_id\`.
- **Alerts**: after a delivery's 5th failed attempt an alert \`webhook.delivery_failed\` is recorded for the property
  (\`GET /api/v1/alerts\`, admins, permission \`alerts.read\`) and a warn line is logged.
- **Event data shapes** of all 17 events are in the \`webhooks\` section of this document (two are the specification's,
  fifteen are Innkeep's, in the same style).
`.trim();

export const TAG_DESCRIPTIONS: Record<string, string> = {
  Authentication: "Tokens for API clients (client credentials), staff (login, single sign-on) and refresh.",
  Operations: "Health and service endpoints.",
  "Room types": "Room categories sold by the property, with occupancy limits, rack rate and amenities.",
  Rooms: "Physical rooms, housekeeping status, out-of-order/service blocks and assignment.",
  Reservations: "Bookings: create, change, cancel, confirm, check in, no-show, move room.",
  Availability: "Sellable inventory and rates for a stay.",
  Webhooks: "Outbound event subscriptions, test deliveries and delivery logs.",
  Guests: "Guest profiles (shared by the tenant's properties; each property finds only its own guests).",
  Alerts: "Operational alerts for property admins (e.g. a webhook delivery that failed for good).",
  "Webhook events": "What Innkeep POSTs to subscribed URLs: the 17 events, their envelope, data, headers and retry rules.",
  "Front office (platform)": "Arrival/departure/in-house lists, reservation search and stats (document-3 dialect).",
};
