import type { Metadata } from "next";
import Link from "next/link";
import { visibleNav } from "@/components/shell/nav";
import { requireStaff } from "@/lib/server/staff-session";

export const metadata: Metadata = { title: "Home" };

export default async function HomePage() {
  const { user, properties } = await requireStaff();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Welcome, {user.name}</h1>
      {visibleNav(user.roles).length ? (
        <section aria-labelledby="screens-heading">
          <h2 id="screens-heading" className="sr-only">
            Your screens
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-screens">
            {visibleNav(user.roles).map((n) => (
              <li key={n.href}>
                <Link href={n.href} className="block h-full rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-indigo-400">
                  <span className="block font-semibold text-indigo-900">{n.label}</span>
                  <span className="mt-1 block text-sm text-slate-700">{n.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="props-heading" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="props-heading" className="text-lg font-medium">Your properties</h2>
        <ul className="mt-3 divide-y divide-slate-100" data-testid="property-list">
          {properties.map((p) => (
            <li key={p.id} className="flex items-center justify-between py-2">
              <span>{p.name}</span>
              <span className="text-sm text-slate-600">{p.code} · {p.timeZone} · {p.currency}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-slate-600">Your roles: {user.roles.join(", ")}</p>
    </div>
  );
}
