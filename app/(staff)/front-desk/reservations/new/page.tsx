import type { Metadata } from "next";
import { Suspense } from "react";
import { NewReservationWizard } from "@/components/front-desk/new-reservation-wizard";
import { LoadingState } from "@/components/ui/spinner";
import { Forbidden } from "@/components/shell/forbidden";
import { sessionHasPermission } from "@/lib/server/require-permission";

export const metadata: Metadata = { title: "New reservation" };

export default async function NewReservationPage() {
  if (!(await sessionHasPermission("reservations.write"))) return <Forbidden what="new reservations" />;
  return (
    <Suspense fallback={<LoadingState />}>
      <NewReservationWizard />
    </Suspense>
  );
}
