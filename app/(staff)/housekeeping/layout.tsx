import type { ReactNode } from "react";
import { Forbidden } from "@/components/shell/forbidden";
import { sessionHasPermission } from "@/lib/server/require-permission";

export default async function HousekeepingLayout({ children }: { children: ReactNode }) {
  const allowed = await sessionHasPermission("rooms.status.write");
  if (!allowed) return <Forbidden what="the housekeeping board" />;
  return children;
}
