// The one permission table: `resource.action` → roles. Routes declare the permission they need; super_admin has
// every permission. Documented in the API reference (each operation lists its permission).
export const ROLES = [
  "super_admin",
  "admin",
  "manager",
  "front_desk",
  "cashier",
  "housekeeping",
  "waiter",
  "kitchen",
] as const;
export type Role = (typeof ROLES)[number];

const MGMT = ["admin", "manager"] as const;
const FRONT = ["admin", "manager", "front_desk"] as const;

export const PERMISSIONS = {
  "properties.read": ROLES.filter((r) => r !== "super_admin"),
  "room_types.read": [...FRONT, "cashier", "housekeeping"],
  "room_types.write": MGMT,
  "rooms.read": [...FRONT, "cashier", "housekeeping"],
  "rooms.status.write": [...FRONT, "housekeeping"],
  "rooms.block.write": [...FRONT, "housekeeping"],
  "availability.read": [...FRONT, "cashier"],
  "reservations.read": [...FRONT, "cashier"],
  "reservations.write": FRONT,
  "reservations.cancel": FRONT,
  /** waive fees, override housekeeping status at check-in */
  "reservations.override": MGMT,
  "reservations.check_in": FRONT,
  "guests.read": [...FRONT, "cashier"],
  "guests.write": FRONT,
  "folios.read": [...FRONT, "cashier"],
  "folios.write": [...FRONT, "cashier"],
  "pos.read": [...MGMT, "cashier", "waiter", "kitchen"],
  "pos.write": [...MGMT, "cashier", "waiter"],
  "kitchen.read": [...MGMT, "waiter", "kitchen"],
  "kitchen.write": [...MGMT, "kitchen"],
  "webhooks.read": ["admin"],
  "webhooks.write": ["admin"],
  "alerts.read": ["admin"],
  "audit.read": MGMT,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  if (roles.includes("super_admin")) return true;
  const allowed = PERMISSIONS[permission] as readonly string[];
  return roles.some((r) => allowed.includes(r));
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
