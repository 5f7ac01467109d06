import { describe, expect, it } from "vitest";
import { compareRoomNumbers, floorBands, floorNumber, preferenceMatches, rankRooms, scoreRoom, type ScorableRoom } from "./scoring";

const room = (n: string, floor: string, hk: ScorableRoom["hkStatus"], features: string[] = [], building = "Main"): ScorableRoom => ({ roomNumber: n, floor, building, hkStatus: hk, features });
const hotel = [room("101", "1", "CLEAN"), room("301", "3", "CLEAN"), room("601", "6", "CLEAN"), room("G1", "G", "CLEAN", [], "Annex"), room("21", "2", "CLEAN", [], "Annex")];
const bands = floorBands(hotel);

describe("room scoring", () => {
  it("reads floors", () => {
    expect([floorNumber("3"), floorNumber("12A"), floorNumber("G"), floorNumber("B2"), floorNumber("Roof")]).toEqual([3, 12, 0, -2, null]);
    expect(bands.get("Main")).toEqual({ min: 1, max: 6 });
    expect(bands.get("Annex")).toEqual({ min: 0, max: 2 });
  });

  it("matches HIGH_FLOOR / LOW_FLOOR by the building's thirds and features by name", () => {
    expect(preferenceMatches(room("601", "6", "CLEAN"), ["HIGH_FLOOR", "LOW_FLOOR"], bands)).toEqual(["HIGH_FLOOR"]);
    expect(preferenceMatches(room("501", "5", "CLEAN"), ["HIGH_FLOOR"], bands)).toEqual(["HIGH_FLOOR"]);
    expect(preferenceMatches(room("401", "4", "CLEAN"), ["HIGH_FLOOR", "LOW_FLOOR"], bands)).toEqual([]);
    expect(preferenceMatches(room("201", "2", "CLEAN"), ["low floor"], bands)).toEqual(["LOW_FLOOR"]);
    expect(preferenceMatches(room("21", "2", "CLEAN", [], "Annex"), ["HIGH_FLOOR"], bands)).toEqual(["HIGH_FLOOR"]);
    expect(preferenceMatches(room("1", "1", "CLEAN", [], "Solo"), ["HIGH_FLOOR", "LOW_FLOOR"], floorBands([room("1", "1", "CLEAN", [], "Solo")]))).toEqual([]);
    expect(preferenceMatches(room("307", "3", "CLEAN", ["SEA_VIEW", "QUIET"]), ["quiet", "NEAR_ELEVATOR", "SEA_VIEW", "UNKNOWN_THING"], bands)).toEqual(["QUIET", "SEA_VIEW"]);
  });

  it("scores readiness first, then the share of preferences matched", () => {
    expect(scoreRoom(room("601", "6", "INSPECTED", ["QUIET"]), ["HIGH_FLOOR", "QUIET"], bands)).toEqual({ match_score: 145, preference_matches: ["HIGH_FLOOR", "QUIET"] });
    expect(scoreRoom(room("601", "6", "CLEAN"), ["HIGH_FLOOR", "QUIET"], bands).match_score).toBe(120);
    expect(scoreRoom(room("601", "6", "DIRTY", ["QUIET"]), ["HIGH_FLOOR", "QUIET"], bands).match_score).toBe(40);
    expect(scoreRoom(room("601", "6", "IN_PROGRESS"), [], bands).match_score).toBe(50);
    const ranked = rankRooms([room("101", "1", "DIRTY", ["QUIET"]), room("102", "1", "CLEAN"), room("98", "1", "CLEAN"), room("103", "1", "CLEAN", ["QUIET"])], ["QUIET"], bands);
    expect(ranked.map((r) => r.room.roomNumber)).toEqual(["103", "98", "102", "101"]);
  });

  it("orders room numbers naturally", () => {
    expect(["1010", "98", "101", "G1"].sort(compareRoomNumbers)).toEqual(["98", "101", "1010", "G1"]);
  });
});
