// OpenAPI 3.1 document generated from the route definitions' zod schemas (zod-openapi).
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { PERMISSIONS } from "../auth/permissions";
import { DEFAULT_MESSAGES, ERROR_STATUS, type ErrorCode } from "../http/errors";
import type { RouteSpec } from "../http/route";
import { API_DECISIONS, TAG_DESCRIPTIONS } from "./decisions";
import { ROUTES } from "./registry";
import { eventWebhooks, WEBHOOK_EVENTS_TAG } from "./webhook-events";

const ZV1Error = z
  .object({
    error: z.string().meta({ description: "Error code, e.g. validation_error" }),
    message: z.string(),
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    request_id: z.string().optional(),
  })
  .meta({ id: "Error", description: "Versioned-API error body" });

const ZPlatformError = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    details: z.unknown().nullable(),
    requestId: z.string(),
  })
  .meta({ id: "PlatformError", description: "Platform (document 3) error body" });

const ZPagination = z
  .object({ cursor: z.string().nullable().meta({ description: "Opaque; pass as `cursor` to get the next page" }), has_more: z.boolean() })
  .meta({ id: "Pagination" });

const ZMeta = z
  .object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int(), hasNextPage: z.boolean(), hasPreviousPage: z.boolean() })
  .meta({ id: "PageMeta" });

const PROPERTY_HEADER = z.object({
  "X-Property-ID": z.string().meta({ description: "The property this call is scoped to; must be one of the token's `properties`." }),
});

function errorResponses(spec: RouteSpec) {
  const codes = new Set<ErrorCode>(["validation_error", "internal_error"]);
  if (spec.auth === "bearer") ["invalid_credentials", "token_expired", "forbidden", "rate_limited"].forEach((c) => codes.add(c as ErrorCode));
  else codes.add("rate_limited");
  if (spec.params) codes.add("not_found");
  if (spec.body) codes.add("payload_too_large");
  for (const c of spec.errors ?? []) codes.add(c);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const c of codes) byStatus.set(ERROR_STATUS[c], [...(byStatus.get(ERROR_STATUS[c]) ?? []), c]);
  const schema = spec.surface === "platform" ? ZPlatformError : ZV1Error;
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, cs]) => [
        String(status),
        {
          description: cs.map((c) => `\`${spec.surface === "platform" ? c.toUpperCase() : c}\`${DEFAULT_MESSAGES[c] ? ` — ${DEFAULT_MESSAGES[c]}` : ""}`).join("; "),
          content: { "application/json": { schema } },
        },
      ]),
  );
}

function successSchema(spec: RouteSpec) {
  const data = spec.response ?? z.unknown();
  if (spec.raw) return data;
  if (spec.paginated) {
    return spec.surface === "platform" ? z.object({ data, meta: ZMeta }) : z.object({ data, pagination: ZPagination });
  }
  return z.object({ data });
}

function operation(spec: RouteSpec, method: string): ZodOpenApiOperationObject {
  const permissionNote = spec.permission
    ? `\n\nPermission \`${spec.permission}\` (roles: ${["super_admin", ...PERMISSIONS[spec.permission]].join(", ")}).`
    : "";
  const headerParams = spec.auth === "bearer" && spec.property === "header" ? PROPERTY_HEADER : undefined;
  const op: ZodOpenApiOperationObject = {
    operationId: spec.operationId,
    summary: spec.summary,
    description: `${spec.description ?? spec.summary}${permissionNote}`,
    tags: spec.tags,
    security: spec.auth === "bearer" ? [{ bearerAuth: [] }] : [],
    requestParams: {
      ...(spec.params ? { path: spec.params as z.ZodObject } : {}),
      ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
      ...(headerParams ? { header: headerParams } : {}),
    },
    responses: {
      [String(spec.status)]:
        spec.status === 204 || spec.status === 302
          ? { description: spec.status === 302 ? "Redirect (Location header)" : "No content" }
          : { description: "Success", content: { "application/json": { schema: successSchema(spec) } } },
      ...errorResponses(spec),
    },
  };
  if (spec.body && method !== "get") {
    op.requestBody = { required: true, content: { "application/json": { schema: spec.body } } };
  }
  return op;
}

let cached: ReturnType<typeof createDocument> | undefined;

export function openApiDocument() {
  if (cached) return cached;
  const paths: ZodOpenApiPathsObject = {};
  for (const { path, module } of ROUTES) {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      const handler = module[method];
      if (!handler) continue;
      paths[path] = { ...(paths[path] ?? {}), [method.toLowerCase()]: operation(handler.spec, method.toLowerCase()) };
    }
  }
  cached = createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Innkeep API",
        version: "1.0.0",
        description: API_DECISIONS,
        license: { name: "Apache-2.0", identifier: "Apache-2.0" },
      },
      servers: [{ url: "/", description: "This Innkeep server. `/v1/*` is an alias of `/api/v1/*`." }],
      tags: [...new Set([...Object.values(paths).flatMap((p) => Object.values(p ?? {}).flatMap((o) => (o as ZodOpenApiOperationObject).tags ?? [])), WEBHOOK_EVENTS_TAG])].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
      paths,
      webhooks: eventWebhooks(),
    },
  );
  return cached;
}
