// Transactional outbox. Every domain change writes its event row with `tx`, inside the transaction that makes the
// change: no event without the change, no change without its event. Delivery (webhooks, NATS) reads this table.
// One line to emit: `await emitEvent(tx, propertyId, "room.status_changed", {...})` — `data` is typed per event.
import type { Tx } from "../db/client";
import type { Prisma } from "../db/generated/client";
import type { EventType } from "./event-types";
import type { EventData } from "./schemas";

export async function emitEvent<T extends EventType>(tx: Tx, propertyId: string, type: T, data: EventData<T>) {
  return tx.domainEvent.create({
    data: { propertyId, type, data: data as Prisma.InputJsonValue },
    select: { id: true, createdAt: true },
  });
}
