// The seed builder without a database: reproducible, and consistent with the pricing code.
import { describe, expect, it } from "vitest";
import { isConfirmationNumber } from "../../lib/reservations/confirmation-number";
import { buildSeedRows } from "./build";
import type { SeedRows } from "./rows";
import { gstinCheckCharacter } from "./gstin";

const input = (today: string) => ({
  today,
  passwordHash: "$argon2id$test",
  clientSecretHashes: { "demo-integrator": "$argon2id$a", "harbour-integrator": "$argon2id$b" },
});

// Ids are random UUIDv7s; everything else must repeat exactly.
function fingerprint(rows: SeedRows) {
  return {
    reservations: rows.reservations.map((r) => [r.confirmationNumber, r.status, r.source, r.arrivalDate, r.departureDate, r.totalAmount, r.paidAmount, r.createdAt]),
    nights: rows.reservationRoomNights.map((n) => [n.date, n.rate, n.tax]),
    guests: rows.guests.map((g) => [g.email, g.phone, g.preferences]),
    rooms: rows.rooms.map((r) => [r.roomNumber, r.foStatus, r.hkStatus, r.features]),
  };
}

describe("buildSeedRows", () => {
  it("builds the same data for the same day", () => {
    expect(fingerprint(buildSeedRows(input("2026-03-14")))).toEqual(fingerprint(buildSeedRows(input("2026-03-14"))));
  });

  it("has 120 + 8 rooms, 5 + 2 room types and the expected staff", () => {
    const rows = buildSeedRows(input("2026-03-14"));
    expect(rows.rooms).toHaveLength(128);
    expect(rows.roomTypes).toHaveLength(7);
    expect(rows.users.map((u) => u.email)).toContain("harbour.frontdesk@demo.innkeep.dev");
    expect(rows.guests.length).toBeGreaterThanOrEqual(150);
    expect(new Set(rows.guests.map((g) => g.email)).size).toBe(rows.guests.length);
    for (const g of rows.guests) {
      expect(g.email).toBe(g.email?.toLowerCase());
      expect(g.phone).toMatch(/^\+[1-9]\d{7,14}$/);
    }
  });

  it("gives every reservation a well-formed confirmation number and totals equal to its nights", () => {
    const rows = buildSeedRows(input("2026-03-14"));
    const nightsByRoom = Map.groupBy(rows.reservationRoomNights, (n) => n.reservationRoomId);
    const roomsByReservation = Map.groupBy(rows.reservationRooms, (r) => r.reservationId);
    for (const r of rows.reservations) {
      expect(isConfirmationNumber(r.confirmationNumber)).toBe(true);
      const nights = (roomsByReservation.get(r.id as string) ?? []).flatMap((rr) => nightsByRoom.get(rr.id as string) ?? []);
      expect(nights.length).toBeGreaterThan(0);
      expect(r.roomAmount).toBe(nights.reduce((s, n) => s + n.rate, 0));
      expect(r.taxAmount).toBe(nights.reduce((s, n) => s + n.tax, 0));
      expect(r.totalAmount).toBe((r.roomAmount ?? 0) + (r.taxAmount ?? 0));
    }
  });

  it("prints GSTINs with a valid check character", () => {
    const rows = buildSeedRows(input("2026-03-14"));
    for (const p of rows.properties) {
      expect(p.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
      expect(gstinCheckCharacter(p.gstin!.slice(0, 14))).toBe(p.gstin![14]);
    }
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V"); // a published sample GSTIN
  });
});
