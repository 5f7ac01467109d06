import { describe, expect, it } from "vitest";
import * as roomTypes from "@/app/api/v1/room-types/route";
import { db } from "@/lib/db/client";
import { ZRoomType } from "@/lib/room-types/schemas";
import { call, propertyId, tokenFor } from "@/lib/testing/api";

describe("/api/v1/room-types", () => {
  it("lists the property's room types with room_count = active rooms", async () => {
    const pid = await propertyId();
    const res = await call(roomTypes.GET, "GET", "/api/v1/room-types", { token: await tokenFor("frontdesk@demo.innkeep.dev"), propertyId: pid });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    for (const rt of res.body.data) {
      expect(ZRoomType.safeParse(rt).success).toBe(true);
      expect(rt.room_count).toBe(await db().room.count({ where: { roomTypeId: rt.id, isActive: true } }));
    }
    const harbour = await propertyId("HARBOUR");
    const other = await call(roomTypes.GET, "GET", "/api/v1/room-types", { token: await tokenFor("manager@demo.innkeep.dev"), propertyId: harbour });
    expect(other.body.data.map((t: { id: string }) => t.id)).not.toContain(res.body.data[0].id);
  });

  it("creates a room type (201), upper-cases the code, shows money in major units", async () => {
    const pid = await propertyId();
    const token = await tokenFor("manager@demo.innkeep.dev");
    const body = { code: "pent", name: "Penthouse", max_occupancy: 4, max_adults: 3, max_children: 1, base_rate: 25000.5, size_sqm: 90, bed_type: "king", amenities: ["wifi", "MINIBAR"] };
    const res = await call(roomTypes.POST, "POST", "/api/v1/room-types", { token, propertyId: pid, body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ code: "PENT", base_rate: 25000.5, room_count: 0, bed_type: "KING", amenities: ["WIFI", "MINIBAR"], is_active: true });
    const row = await db().roomType.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row.baseRate).toBe(2500050);
    expect(row.propertyId).toBe(pid);
    expect(await db().auditLog.count({ where: { entityId: row.id, action: "room_type.created" } })).toBe(1);

    const dup = await call(roomTypes.POST, "POST", "/api/v1/room-types", { token, propertyId: pid, body });
    expect(dup.status).toBe(409);
    expect(dup.body.details).toEqual([{ field: "code", message: "already exists" }]);
  });

  it("validates occupancy, money precision and unknown types without writing", async () => {
    const before = await db().roomType.count();
    const res = await call(roomTypes.POST, "POST", "/api/v1/room-types", {
      token: await tokenFor("manager@demo.innkeep.dev"),
      propertyId: await propertyId(),
      body: { code: "BAD", name: "Bad", max_occupancy: 2, max_adults: 3, base_rate: 10.005 },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: "max_adults", message: "must not exceed max_occupancy" },
        { field: "base_rate", message: "must have at most two decimals" },
      ]),
    );
    expect(await db().roomType.count()).toBe(before);
  });
});
