"use client";

import { createContext, useContext, type ReactNode } from "react";
import { hasPermission, type Permission } from "@/lib/auth/permissions";

export type StaffUser = { id: string; name: string; email: string; roles: string[] };

const StaffContext = createContext<StaffUser | null>(null);

export function StaffProvider({ user, children }: { user: StaffUser; children: ReactNode }) {
  return <StaffContext.Provider value={user}>{children}</StaffContext.Provider>;
}

export function useStaff(): StaffUser {
  const ctx = useContext(StaffContext);
  if (!ctx) throw new Error("useStaff outside StaffProvider");
  return ctx;
}

/** Whether the signed-in user holds a permission — for showing or hiding actions; the API enforces it anyway. */
export function useCan(permission: Permission): boolean {
  return hasPermission(useStaff().roles, permission);
}
