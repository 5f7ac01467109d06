import { db } from "../db/client";
import { roomTypeToDto } from "./to-dto";

export async function listRoomTypes(input: { propertyId: string }) {
  const [types, counts] = await Promise.all([
    db().roomType.findMany({ where: { propertyId: input.propertyId }, orderBy: [{ sortOrder: "asc" }, { code: "asc" }] }),
    db().room.groupBy({ by: ["roomTypeId"], where: { propertyId: input.propertyId, isActive: true }, _count: { _all: true } }),
  ]);
  const byType = new Map(counts.map((c) => [c.roomTypeId, c._count._all]));
  return types.map((t) => roomTypeToDto(t, byType.get(t.id) ?? 0));
}
