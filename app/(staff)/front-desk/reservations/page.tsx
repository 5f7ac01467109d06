import type { Metadata } from "next";
import { ReservationList } from "@/components/front-desk/reservation-list";

export const metadata: Metadata = { title: "Reservations" };

export default function ReservationsPage() {
  return <ReservationList />;
}
