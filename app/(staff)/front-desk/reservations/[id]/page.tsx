import type { Metadata } from "next";
import { ReservationDetailScreen } from "@/components/front-desk/reservation-detail";

export const metadata: Metadata = { title: "Reservation" };

export default async function ReservationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ReservationDetailScreen id={id} />;
}
