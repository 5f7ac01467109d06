import { describe, expect, it } from "vitest";
import { reservationListSql } from "./list-reservations";
import { ZListReservationsQuery } from "./schemas";

const PID = "0190a0a0-0000-7000-8000-000000000001";
const q = (x: Record<string, unknown>) => ZListReservationsQuery.parse(x);

describe("reservation list statement", () => {
  it("numbers parameters in order and names the statement by its text", () => {
    const a = reservationListSql(PID, q({ arrival_from: "2030-01-01", status: "CONFIRMED,PENDING", limit: "10" }));
    expect(a.values).toEqual([PID, "2030-01-01", ["CONFIRMED", "PENDING"], 11]);
    expect(a.text).toContain("r.arrival_date >= $2::date");
    expect(a.text).toContain('r.status = ANY($3::"ReservationStatus"[])');
    expect(a.text).toContain("LIMIT $4::int");
    const b = reservationListSql(PID, q({ arrival_from: "2031-05-05", status: "CANCELLED", limit: "50" }));
    expect(b.name).toBe(a.name); // same filters present → same prepared statement, other values
    const c = reservationListSql(PID, q({ arrival_to: "2031-05-05" }));
    expect(c.name).not.toBe(a.name);
  });

  it("escapes LIKE wildcards and normalises the confirmation number", () => {
    const s = reservationListSql(PID, q({ guest_name: "50%_off o'brien", confirmation_number: "ab c" }));
    expect(s.values).toEqual([PID, "%50\\%\\_off%", "%o'brien%", "%ABC%", 21]);
  });

  it("continues after the cursor row", () => {
    const s = reservationListSql(PID, q({}), { date: "2030-01-01", id: PID });
    expect(s.text).toContain("(r.arrival_date, r.id) > ($2::date, $3::uuid)");
  });
});
