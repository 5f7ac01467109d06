// Guests are tenant-wide profiles, de-duplicated by (lower-cased) email: booking with a known email reuses the
// profile. The existing profile wins — a booking never renames a guest — but a missing phone is filled in.
// One INSERT … ON CONFLICT statement, so two bookings racing with the same new email end on one profile.
import type { Tx } from "../db/client";
import { uuidv7 } from "../db/uuid-v7";
import { validationError } from "../http/errors";

export type GuestInput = { first_name: string; last_name: string; email: string; phone?: string };
export type GuestRef = { id: string; firstName: string; lastName: string; email: string | null; phone: string | null };

export async function findOrCreateGuest(tx: Tx, tenantId: string, g: GuestInput): Promise<GuestRef & { created: boolean }> {
  const rows = await tx.$queryRaw<{ id: string; first_name: string; last_name: string; email: string | null; phone: string | null; created: boolean }[]>`
    INSERT INTO guests (id, tenant_id, first_name, last_name, email, phone, preferences, is_vip, created_at, updated_at)
    VALUES (${uuidv7()}::uuid, ${tenantId}::uuid, ${g.first_name}, ${g.last_name}, ${g.email.toLowerCase()}, ${g.phone ?? null}, '{}', false, now(), now())
    ON CONFLICT (tenant_id, email) DO UPDATE
       SET phone = COALESCE(guests.phone, EXCLUDED.phone),
           updated_at = CASE WHEN guests.phone IS NULL AND EXCLUDED.phone IS NOT NULL THEN now() ELSE guests.updated_at END
    RETURNING id, first_name, last_name, email, phone, (xmax = 0) AS created`;
  const r = rows[0];
  return { id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, phone: r.phone, created: r.created };
}

export async function getGuestForBooking(tx: Tx, tenantId: string, guestId: string): Promise<GuestRef> {
  const g = await tx.guest.findFirst({
    where: { id: guestId, tenantId },
    select: { id: true, firstName: true, lastName: true, email: true, phone: true },
  });
  if (!g) throw validationError("guest_id", "no guest with this id");
  return g;
}
