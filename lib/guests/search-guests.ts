// GET /guests?search=: find a guest to attach a booking to (the new-reservation wizard). Guest profiles are
// tenant-wide, but a property's staff only find guests who have stayed or booked at that property — another
// property's guest list is not theirs to browse (booking with the same email still reuses the profile).
import type { Prisma } from "../db/generated/client";
import { db } from "../db/client";
import { toDateOnly } from "../rates/dates";
import type { TGuestSearchQuery } from "./guest-search-schemas";

export async function searchGuests(input: { propertyId: string; query: TGuestSearchQuery }) {
  const { propertyId, query } = input;
  const words = query.search.split(/\s+/).filter(Boolean).slice(0, 5);
  const where: Prisma.GuestWhereInput = {
    reservations: { some: { propertyId } },
    AND: words.map((w) => ({
      OR: [
        { firstName: { contains: w, mode: "insensitive" } },
        { lastName: { contains: w, mode: "insensitive" } },
        { email: { contains: w.toLowerCase() } },
        { phone: { contains: w.replace(/[\s().-]/g, "") } },
      ],
    })),
  };
  const rows = await db().guest.findMany({
    where,
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take: query.limit,
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      reservations: { where: { propertyId }, orderBy: { arrivalDate: "desc" }, take: 1, select: { arrivalDate: true } },
    },
  });
  return rows.map((g) => ({
    id: g.id,
    name: `${g.firstName} ${g.lastName}`.trim(),
    first_name: g.firstName,
    last_name: g.lastName,
    email: g.email,
    phone: g.phone,
    last_stay: g.reservations[0] ? toDateOnly(g.reservations[0].arrivalDate) : null,
  }));
}
