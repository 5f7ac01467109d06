// The signed-in staff member for server components: session + the properties they can open.
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { authOptions } from "../auth/next-auth";
import { db } from "../db/client";

export type StaffSession = {
  user: { id: string; name: string; email: string; roles: string[] };
  properties: Array<{ id: string; name: string; code: string; timeZone: string; currency: string }>;
};

export async function requireStaff(): Promise<StaffSession> {
  const session = await getServerSession(authOptions());
  const u = session?.user as { id?: string; name?: string; email?: string; roles?: string[]; properties?: string[] } | undefined;
  if (!u?.id) redirect("/login");
  const properties = await db().property.findMany({
    where: { id: { in: u.properties ?? [] } },
    select: { id: true, name: true, code: true, timeZone: true, currency: true },
    orderBy: { name: "asc" },
  });
  return { user: { id: u.id, name: u.name ?? "", email: u.email ?? "", roles: u.roles ?? [] }, properties };
}
