import type { Metadata } from "next";
import { requireStaff } from "@/lib/server/staff-session";

export const metadata: Metadata = { title: "Home" };

export default async function HomePage() {
  const { user, properties } = await requireStaff();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Welcome, {user.name}</h1>
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
