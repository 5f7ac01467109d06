import { db } from "../db/client";
import { toPage } from "../http/pagination";
import { decodeTimeIdCursor, olderThan } from "../http/time-id-cursor";
import type { TAlertQuery } from "./schemas";

/** The property's alerts, newest first, cursor-paginated. */
export async function listAlerts(input: { propertyId: string; query: TAlertQuery }) {
  const { propertyId, query } = input;
  const rows = await db().alert.findMany({
    where: { propertyId, ...(query.type ? { type: query.type } : {}), ...olderThan(decodeTimeIdCursor(query.cursor)) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const items = rows.map((a) => ({
    id: a.id,
    type: a.type,
    severity: a.severity as "info" | "warning" | "error",
    message: a.message,
    data: (a.data ?? {}) as Record<string, unknown>,
    created_at: a.createdAt.toISOString(),
  }));
  return toPage(items, query.limit, (a) => [a.created_at, a.id]);
}
