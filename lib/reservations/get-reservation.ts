import type { PrismaClient } from "../db/generated/client";
import { db, type Tx } from "../db/client";
import { notFound } from "../http/errors";
import { RESERVATION_DETAIL_SELECT, reservationDetailToDto, type ReservationDetailRow } from "./to-dto";

/** Another property's reservation is indistinguishable from a missing one (404). */
export async function getReservationRow(propertyId: string, id: string, client: Tx | PrismaClient = db()): Promise<ReservationDetailRow> {
  const r = await client.reservation.findFirst({ where: { id, propertyId }, select: RESERVATION_DETAIL_SELECT });
  if (!r) throw notFound("Reservation");
  return r;
}

export async function getReservation(input: { propertyId: string; id: string }) {
  return reservationDetailToDto(await getReservationRow(input.propertyId, input.id));
}
