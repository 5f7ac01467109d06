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
  Alerts: "Operational alerts for property admins (e.g. a webhook delivery that failed for good).",
  "Webhook events": "What Innkeep POSTs to subscribed URLs: the 17 events, their envelope, data, headers and retry rules.",
  "Front office (platform)": "Arrival/departure/in-house lists, reservation search and stats (document-3 dialect).",
};
