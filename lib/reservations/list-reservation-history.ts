// GET /reservations/:id/history: the reservation's audit rows (every change writes one, see audit.ts), newest first,
// with the acting staff member's or API client's name.
import { db } from "../db/client";
import { notFound } from "../http/errors";

export async function listReservationHistory(input: { propertyId: string; id: string }) {
  const { propertyId, id } = input;
  const exists = await db().reservation.findFirst({ where: { id, propertyId }, select: { id: true, property: { select: { tenantId: true } } } });
  if (!exists) throw notFound("Reservation");
  const rows = await db().auditLog.findMany({
    where: { propertyId, entityType: "reservation", entityId: id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
    select: { id: true, createdAt: true, action: true, actorType: true, actorId: true, changes: true },
  });
  const tenantId = exists.property.tenantId;
  const ids = (type: string) => [...new Set(rows.filter((r) => r.actorType === type && r.actorId && /^[0-9a-f-]{36}$/i.test(r.actorId)).map((r) => r.actorId!))];
  const [users, clients] = await Promise.all([
    db().user.findMany({ where: { tenantId, id: { in: ids("user") } }, select: { id: true, name: true } }),
    db().apiClient.findMany({ where: { tenantId, id: { in: ids("client") } }, select: { id: true, name: true } }),
  ]);
  const names = new Map([...users, ...clients].map((x) => [x.id, x.name]));
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    action: r.action,
    actor: { type: r.actorType, id: r.actorId, name: r.actorId ? (names.get(r.actorId) ?? null) : null },
    changes: r.changes ?? null,
  }));
}
