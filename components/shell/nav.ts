// The staff screens and the permission each needs (the one permission table, lib/auth/permissions.ts; super_admin
// holds all). A screen is listed when the user's roles hold its permission: housekeeping staff see only the board;
// front desk sees the front-desk screens and the board; nobody sees a screen their role cannot use. Plain module:
// the shell (client) and the home page (server) both read it.
import { hasPermission, type Permission } from "@/lib/auth/permissions";

export type NavItem = { href: string; label: string; permission: Permission; description: string };

export const NAV: NavItem[] = [
  { href: "/front-desk", label: "Today", permission: "reservations.read", description: "Arrivals, departures, in-house guests and room status" },
  { href: "/front-desk/tape-chart", label: "Tape chart", permission: "reservations.read", description: "Rooms × days with stays and blocks" },
  { href: "/front-desk/reservations", label: "Reservations", permission: "reservations.read", description: "Search, view, change and cancel bookings" },
  { href: "/front-desk/reservations/new", label: "New reservation", permission: "reservations.write", description: "Dates, availability and rates, guest, confirm" },
  { href: "/housekeeping", label: "Housekeeping", permission: "rooms.status.write", description: "Room board by floor: set status, out of order" },
];

export function visibleNav(roles: readonly string[]): NavItem[] {
  return NAV.filter((n) => hasPermission(roles, n.permission));
}
