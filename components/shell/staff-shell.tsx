"use client";

import { signOut } from "next-auth/react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { PropertyProvider, usePropertyContext } from "./property-context";

export type ShellStaff = {
  user: { id: string; name: string; email: string; roles: string[] };
  properties: Array<{ id: string; name: string; code: string; timeZone: string; currency: string }>;
};

type NavItem = { href: string; label: string; roles: string[] };

// Role-aware navigation: each screen lists the roles that use it (super_admin sees everything).
export const NAV: NavItem[] = [
  { href: "/home", label: "Home", roles: ["*"] },
];

function visible(item: NavItem, roles: string[]) {
  return item.roles.includes("*") || roles.includes("super_admin") || item.roles.some((r) => roles.includes(r));
}

function PropertySwitcher() {
  const { properties, propertyId, setPropertyId } = usePropertyContext();
  if (properties.length <= 1) return <span className="text-sm text-slate-200">{properties[0]?.name ?? "No property"}</span>;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">Property</span>
      <select
        data-testid="property-switcher"
        className="rounded-md border border-indigo-400 bg-indigo-800 px-2 py-1 text-white"
        value={propertyId ?? ""}
        onChange={(e) => setPropertyId(e.target.value)}
      >
        {properties.map((p) => (
          <option key={p.id} value={p.id}>{p.name}</option>
        ))}
      </select>
    </label>
  );
}

export function StaffShell({ staff, children }: { staff: ShellStaff; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <PropertyProvider properties={staff.properties}>
      <div className="min-h-screen">
        <header className="bg-indigo-900 text-white">
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-4 px-4 py-3">
            <Link href="/home" className="text-lg font-bold">Innkeep</Link>
            <nav aria-label="Main" className="flex flex-wrap gap-1">
              {NAV.filter((n) => visible(n, staff.user.roles)).map((n) => (
                <Link
                  key={n.href}
                  href={n.href}
                  aria-current={pathname.startsWith(n.href) ? "page" : undefined}
                  className={`rounded-md px-3 py-1.5 text-sm ${pathname.startsWith(n.href) ? "bg-indigo-700" : "hover:bg-indigo-800"}`}
                >
                  {n.label}
                </Link>
              ))}
            </nav>
            <div className="ml-auto flex items-center gap-4">
              <PropertySwitcher />
              <span className="text-sm" data-testid="signed-in-user">{staff.user.name}</span>
              <button type="button" onClick={() => signOut({ callbackUrl: "/login" })} className="rounded-md px-3 py-1.5 text-sm hover:bg-indigo-800">
                Sign out
              </button>
            </div>
          </div>
        </header>
        <main className="mx-auto max-w-screen-2xl p-4">{children}</main>
      </div>
    </PropertyProvider>
  );
}
