import type { Metadata } from "next";
import { CheckInScreen } from "@/components/front-desk/check-in";

export const metadata: Metadata = { title: "Check in" };

export default async function CheckInPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CheckInScreen id={id} />;
}
