import { describe, expect, it } from "vitest";
import { initialStatus } from "./create-reservation";
import { looksLikeCardNumber, ZCreateReservationBody, ZListReservationsQuery, ZPaymentMethod } from "./schemas";

const ROOM = { room_type_id: "0190a0a0-0000-7000-8000-000000000001", rate_plan_id: "0190a0a0-0000-7000-8000-000000000002", adults: 2 };
const BASE = { guest: { first_name: "A", last_name: "B", email: "A@Example.com" }, arrival_date: "2030-01-01", departure_date: "2030-01-03", rooms: [ROOM] };

describe("reservation schemas", () => {
  it("recognises card numbers by length and Luhn", () => {
    expect(looksLikeCardNumber("4111111111111111")).toBe(true);
    expect(looksLikeCardNumber("4111 1111 1111 1111")).toBe(true);
    expect(looksLikeCardNumber("4111111111111112")).toBe(false);
    expect(looksLikeCardNumber("tok_4111111111111111")).toBe(false);
    expect(ZPaymentMethod.safeParse({ type: "CREDIT_CARD", card_token: "5500-0000-0000-0004" }).success).toBe(false);
    expect(ZPaymentMethod.safeParse({ type: "CREDIT_CARD", card_token: "tok_live_abc123" }).success).toBe(true);
    expect(ZPaymentMethod.safeParse({ type: "CREDIT_CARD", card_token: "tok_live_abc123", cvv: "123" }).success).toBe(false);
  });

  it("normalises the guest and applies defaults", () => {
    const b = ZCreateReservationBody.parse({ ...BASE, guest: { ...BASE.guest, phone: "+44 (20) 7946-0958" } });
    expect(b.guest).toEqual({ first_name: "A", last_name: "B", email: "a@example.com", phone: "+442079460958" });
    expect(b.source).toBe("DIRECT");
    expect(b.rooms[0].children).toBe(0);
  });

  it("checks the stay and the guest forms", () => {
    const issues = (body: unknown) => {
      const r = ZCreateReservationBody.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
    };
    expect(issues({ ...BASE, departure_date: "2030-01-01" })).toEqual(["departure_date"]);
    expect(issues({ ...BASE, departure_date: "2030-02-01" })).toEqual(["departure_date"]);
    expect(issues({ ...BASE, departure_date: "2030-01-31" })).toEqual([]);
    expect(issues({ ...BASE, guest: undefined })).toEqual(["guest"]);
    expect(issues({ ...BASE, guest_id: ROOM.room_type_id })).toEqual(["guest"]);
    expect(issues({ ...BASE, rooms: Array(11).fill(ROOM) })).toEqual(["rooms"]);
  });

  it("accepts repeated keys and comma lists for array query parameters, refusing unknown values", () => {
    expect(ZListReservationsQuery.parse({ status: ["CONFIRMED", "PENDING,CHECKED_IN"] }).status).toEqual(["CONFIRMED", "PENDING", "CHECKED_IN"]);
    expect(ZListReservationsQuery.safeParse({ status: "CONFIRMED,LOST" }).success).toBe(false);
    expect(ZListReservationsQuery.parse({}).limit).toBe(20);
  });

  it("starts only unguaranteed OTA/GDS bookings as PENDING", () => {
    expect(initialStatus("OTA", false)).toBe("PENDING");
    expect(initialStatus("GDS", false)).toBe("PENDING");
    expect(initialStatus("OTA", true)).toBe("CONFIRMED");
    expect(initialStatus("DIRECT", false)).toBe("CONFIRMED");
    expect(initialStatus("BOOKING_ENGINE", false)).toBe("CONFIRMED");
  });
});
