"use client";

import { signOut } from "next-auth/react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { ToastProvider } from "../ui/toast";
import { visibleNav, type NavItem } from "./nav";
import { PropertyProvider, usePropertyContext } from "./property-context";
import { StaffProvider } from "./staff-context";

export type ShellStaff = {
  user: { id: string; name: string; email: string; roles: string[] };
  properties: Array<{ id: string; name: string; code: string; timeZone: string; currency: string }>;
};

/** The nav item for a path: the longest matching prefix (so /front-desk/reservations/new is not "Today"). */
function activeHref(pathname: string, items: NavItem[]): string | undefined {
  return items
    .filter((n) => pathname === n.href || pathname.startsWith(`${n.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
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
  const items = visibleNav(staff.user.roles);
  const active = activeHref(pathname, items);
  return (
    <StaffProvider user={staff.user}>
    <PropertyProvider properties={staff.properties}>
    <ToastProvider>
      <div className="min-h-screen">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-indigo-900">
          Skip to content
        </a>
        <header className="bg-indigo-900 text-white">
          <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <Link href="/home" className="text-lg font-bold">Innkeep</Link>
            <nav aria-label="Main" className="flex flex-wrap gap-1" data-testid="main-nav">
              {items.map((n) => (
                <Link
                  key={n.href}
                  href={n.href}
                  aria-current={active === n.href ? "page" : undefined}
                  className={`rounded-md px-3 py-1.5 text-sm ${active === n.href ? "bg-indigo-700" : "hover:bg-indigo-800"}`}
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
        <main id="main" className="mx-auto max-w-screen-2xl p-4">{children}</main>
      </div>
    </ToastProvider>
    </PropertyProvider>
    </StaffProvider>
  );
}
