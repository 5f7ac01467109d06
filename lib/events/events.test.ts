import { describe, expect, it } from "vitest";
import { assertTypePattern, filterSubject, matchesTypePattern, subjectFor } from "./bus/subjects";
import { serializeEnvelope, toEnvelope } from "./envelope";
import { EVENT_TYPES } from "./event-types";
import { sampleEventData } from "./samples";
import { EVENT_DATA_SCHEMAS } from "./schemas";
import { uuidv7 } from "../db/uuid-v7";

describe("event samples", () => {
  it.each(EVENT_TYPES.map((t) => [t]))("%s sample matches its documented data schema", (type) => {
    const data = sampleEventData(type, new Date("2030-01-01T00:00:00Z"));
    const parsed = EVENT_DATA_SCHEMAS[type].strict().safeParse(data);
    expect(parsed.error?.issues).toBeUndefined();
  });
});

describe("envelope", () => {
  it("has exactly id, type, created_at, property_id, data in that order", () => {
    const env = toEnvelope({ id: "e", type: "room.status_changed", createdAt: new Date("2030-01-01T10:00:00.123Z"), propertyId: "p", data: { a: 1 } });
    expect(Object.keys(JSON.parse(serializeEnvelope({ ...env, extra: 1 } as never)))).toEqual(["id", "type", "created_at", "property_id", "data"]);
    expect(env.created_at).toBe("2030-01-01T10:00:00.123Z");
  });
});

describe("bus subjects", () => {
  it("names subjects per property and event type", () => {
    expect(subjectFor("innkeep", "p1", "guest.checked_in")).toBe("innkeep.p1.guest.checked_in");
    expect(filterSubject("innkeep", "guest.erased")).toBe("innkeep.*.guest.erased");
    expect(filterSubject("innkeep", "reservation.>", "p1")).toBe("innkeep.p1.reservation.>");
  });
  it("matches NATS-style patterns over event types", () => {
    expect(matchesTypePattern("guest.erased", "guest.erased")).toBe(true);
    expect(matchesTypePattern("guest.*", "guest.erased")).toBe(true);
    expect(matchesTypePattern("guest.*", "guest.erased.ack")).toBe(false);
    expect(matchesTypePattern("guest.>", "guest.erased.ack")).toBe(true);
    expect(matchesTypePattern("guest.>", "guest")).toBe(false);
    expect(matchesTypePattern(">", "room.status_changed")).toBe(true);
    expect(matchesTypePattern("room.*", "reservation.created")).toBe(false);
    expect(() => assertTypePattern("guest.>.x")).toThrow();
    expect(() => assertTypePattern("guest erased")).toThrow();
  });
});

describe("uuidv7", () => {
  it("is a version-7 UUID that sorts by time", () => {
    const a = uuidv7(1_700_000_000_000);
    const b = uuidv7(1_700_000_000_001);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a < b).toBe(true);
    expect(parseInt(a.replace(/-/g, "").slice(0, 12), 16)).toBe(1_700_000_000_000);
  });
});
