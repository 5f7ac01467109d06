import type { Metadata } from "next";
import { TodayScreen } from "@/components/front-desk/today";

export const metadata: Metadata = { title: "Today" };

export default function FrontDeskTodayPage() {
  return <TodayScreen />;
}
