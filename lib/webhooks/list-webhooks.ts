import { db } from "../db/client";
import { toPage } from "../http/pagination";
import { decodeTimeIdCursor, olderThan } from "../http/time-id-cursor";
import { SUBSCRIPTION_SELECT, subscriptionToDto } from "./to-dto";

/** Newest first, cursor-paginated. */
export async function listWebhooks(input: { propertyId: string; cursor?: string; limit: number }) {
  const after = decodeTimeIdCursor(input.cursor);
  const rows = await db().webhookSubscription.findMany({
    where: {
      propertyId: input.propertyId,
      ...olderThan(after),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
    select: SUBSCRIPTION_SELECT,
  });
  return toPage(rows.map(subscriptionToDto), input.limit, (s) => [s.created_at, s.id]);
}
