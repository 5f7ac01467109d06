import type { ReactNode } from "react";
import { StaffShell } from "@/components/shell/staff-shell";
import { requireStaff } from "@/lib/server/staff-session";

export default async function StaffLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  return <StaffShell staff={staff}>{children}</StaffShell>;
}
