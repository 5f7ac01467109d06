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

## Staff-screen helpers (issue 5)
- Endpoints the front-desk screens need beside the specification's: \`GET /tape-chart\`, \`POST
  /reservations/{id}/change-quote\` (price new dates before \`PUT\`), \`GET /reservations/{id}/cancellation-quote\`
  (the fee before \`cancel\`), \`GET /reservations/{id}/history\` and \`GET /guests?search=\`. The quotes use the same
  rules as the writes they preview and change nothing.
- **Guest search** finds only guests with a reservation at the requested property: profiles are shared by the
  tenant's properties (and de-duplicated by email when booking), but one property's staff do not browse another's.
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
  "Front office (platform)": "Arrival/departure/in-house lists, reservation search and stats (document-3 dialect).",
};
