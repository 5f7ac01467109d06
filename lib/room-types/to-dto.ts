import type { RoomType } from "../db/generated/client";
import { toMajor } from "../http/validation";
import type { TRoomType } from "./schemas";

export function roomTypeToDto(rt: RoomType, roomCount: number): TRoomType {
  return {
    id: rt.id,
    code: rt.code,
    name: rt.name,
    description: rt.description,
    max_occupancy: rt.maxOccupancy,
    max_adults: rt.maxAdults,
    max_children: rt.maxChildren,
    base_rate: toMajor(rt.baseRate),
    size_sqm: rt.sizeSqm === null ? null : Number(rt.sizeSqm),
    bed_type: rt.bedType,
    amenities: rt.amenities,
    images: rt.images,
    room_count: roomCount,
    is_active: rt.isActive,
  };
}
