import { db } from "../db/client";
import { notFound } from "../http/errors";
import { toPage } from "../http/pagination";
import { decodeTimeIdCursor, olderThan } from "../http/time-id-cursor";
import type { TDeliveryLogQuery } from "./schemas";
import { logEntryToDto } from "./to-dto";

/** Delivery log entries (one per attempt) of one subscription, newest first, cursor-paginated. */
export async function listDeliveryLogs(input: { propertyId: string; id: string; query: TDeliveryLogQuery }) {
  const { propertyId, id, query } = input;
  const sub = await db().webhookSubscription.findFirst({ where: { id, propertyId }, select: { id: true } });
  if (!sub) throw notFound("Webhook subscription");
  const after = decodeTimeIdCursor(query.cursor);
  const rows = await db().webhookDeliveryAttempt.findMany({
    where: {
      subscriptionId: id,
      propertyId,
      ...(query.status ? { status: query.status } : {}),
      ...(query.event_id ? { eventId: query.event_id } : {}),
      ...olderThan(after),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  return toPage(rows.map(logEntryToDto), query.limit, (e) => [e.created_at, e.id]);
}
