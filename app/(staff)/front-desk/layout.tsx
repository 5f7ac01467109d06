import type { ReactNode } from "react";
import { Forbidden } from "@/components/shell/forbidden";
import { sessionHasPermission } from "@/lib/server/require-permission";

export default async function FrontDeskLayout({ children }: { children: ReactNode }) {
  const allowed = await sessionHasPermission("reservations.read");
  if (!allowed) return <Forbidden what="the front-desk screens" />;
  return children;
}
