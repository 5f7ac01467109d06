// Cursor pagination for the versioned API: opaque base64url cursors over a stable sort key, `limit` default 20,
// max 100 (more is a 400, not a silent cap). Page/limit + `meta` for the document-3 surface.
import { z } from "zod";
import { AppError } from "./errors";

export const ZLimit = z.coerce
  .number({ error: "limit must be an integer" })
  .int("limit must be an integer")
  .min(1, "limit must be at least 1")
  .max(100, "limit must be at most 100")
  .default(20);

export const ZCursor = z.string().max(500).optional();

export const ZCursorQuery = z.object({ cursor: ZCursor, limit: ZLimit });

export function encodeCursor(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string | undefined, arity: number): unknown[] | undefined {
  if (!cursor) return undefined;
  try {
    const v = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(v) && v.length === arity) return v;
  } catch {
    /* fall through */
  }
  throw new AppError("validation_error", "Invalid request data", { details: [{ field: "cursor", message: "cursor is not valid" }] });
}

export type Page<T> = { items: T[]; pagination: { cursor: string | null; has_more: boolean } };

/** Given `limit + 1` rows fetched in sort order, returns the page and the cursor of its last row. */
export function toPage<T>(rows: T[], limit: number, keyOf: (row: T) => unknown[]): Page<T> {
  const has_more = rows.length > limit;
  const items = has_more ? rows.slice(0, limit) : rows;
  return { items, pagination: { cursor: has_more ? encodeCursor(keyOf(items[items.length - 1])) : null, has_more } };
}

export const ZPageQuery = z.object({
  page: z.coerce.number().int("page must be an integer").min(1, "page must be at least 1").default(1),
  limit: ZLimit,
});

export function pageMeta(page: number, limit: number, total: number) {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, totalPages, hasNextPage: page < totalPages, hasPreviousPage: page > 1 };
}
