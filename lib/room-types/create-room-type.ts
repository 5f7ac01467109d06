import { db } from "../db/client";
import { AppError } from "../http/errors";
import { toMinor } from "../http/validation";
import { recordAudit, type Actor } from "../audit/record-audit";
import type { TCreateRoomTypeBody } from "./schemas";
import { roomTypeToDto } from "./to-dto";
import { writeTransaction } from "../db/transaction";

export async function createRoomType(input: { propertyId: string; actor: Actor; body: TCreateRoomTypeBody }) {
  const { body, propertyId } = input;
  const exists = await db().roomType.findUnique({ where: { propertyId_code: { propertyId, code: body.code } }, select: { id: true } });
  if (exists) {
    throw new AppError("conflict", "A room type with this code already exists", { details: [{ field: "code", message: "already exists" }] });
  }
  const created = await writeTransaction(async (tx) => {
    const rt = await tx.roomType.create({
      data: {
        propertyId,
        code: body.code,
        name: body.name,
        description: body.description ?? "",
        maxOccupancy: body.max_occupancy,
        maxAdults: body.max_adults,
        maxChildren: body.max_children,
        baseRate: toMinor(body.base_rate),
        sizeSqm: body.size_sqm ?? null,
        bedType: body.bed_type ?? null,
        amenities: body.amenities,
        images: body.images,
      },
    });
    await recordAudit(tx, { actor: input.actor, propertyId, action: "room_type.created", entityType: "room_type", entityId: rt.id, changes: { code: rt.code } });
    return rt;
  });
  return roomTypeToDto(created, 0);
}
