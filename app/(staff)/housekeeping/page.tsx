import type { Metadata } from "next";
import { HousekeepingBoard } from "@/components/housekeeping/housekeeping-board";

export const metadata: Metadata = { title: "Housekeeping" };

export default function HousekeepingPage() {
  return <HousekeepingBoard />;
}
