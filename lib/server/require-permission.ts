// Screen-level guard for server layouts: the signed-in staff member must hold the permission a screen needs.
// proxy.ts only checks that someone is signed in; the API enforces permissions again on every call.
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "../auth/next-auth";
import { hasPermission, type Permission } from "../auth/permissions";

export async function sessionHasPermission(permission: Permission): Promise<boolean> {
  const session = await getServerSession(authOptions());
  const u = session?.user as { id?: string; roles?: string[] } | undefined;
  if (!u?.id) redirect("/login");
  return hasPermission(u.roles ?? [], permission);
}
