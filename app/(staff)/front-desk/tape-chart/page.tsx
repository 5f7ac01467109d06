import type { Metadata } from "next";
import { TapeChartScreen } from "@/components/front-desk/tape-chart";

export const metadata: Metadata = { title: "Tape chart" };

export default function TapeChartPage() {
  return <TapeChartScreen />;
}
