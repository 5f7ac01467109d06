import { db } from "../db/client";
import { loadProperty } from "../properties/settings";
import { roomWithStateOrThrow } from "./room-state";
import { roomToDto } from "./to-dto";

export async function getRoom(input: { propertyId: string; id: string }) {
  const property = await loadProperty(input.propertyId);
  return roomToDto(await roomWithStateOrThrow(db(), input.propertyId, input.id, property.today));
}
