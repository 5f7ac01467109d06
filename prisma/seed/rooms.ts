// Physical room layouts of the demo properties. Features are what a guest can ask for (lib/rooms assignable
// scoring matches them with guest preferences); "high floor" is derived from `floor`, so it is not a feature.

export type RoomDef = { roomNumber: string; floor: number; building: string; typeCode: string; features: string[] };

/**
 * Innkeep Demo Hotel, Marine Drive: 120 rooms.
 *  Main  (floors 1–6, rooms x01–x12): x01–x06 face the city, x07–x12 the sea; the lifts sit between x06 and x07.
 *  Tower (floors 1–6, rooms x51–x58): x51–x56 face the sea, x57–x58 the city; lifts between x54 and x55.
 * Standard rooms on the city side of Main, Deluxe on its sea side, family rooms on the Tower's lower floors,
 * Premier and suites above them.
 */
export function demoHotelRooms(): RoomDef[] {
  const rooms: RoomDef[] = [];
  for (let floor = 1; floor <= 6; floor++) {
    for (let pos = 1; pos <= 12; pos++) rooms.push(mainRoom(floor, pos));
  }
  for (let floor = 1; floor <= 6; floor++) {
    for (let pos = 51; pos <= 58; pos++) rooms.push(towerRoom(floor, pos));
  }
  return rooms;
}

function mainRoom(floor: number, pos: number): RoomDef {
  const seaSide = pos >= 7;
  const typeCode = !seaSide || (floor === 1 && pos <= 10) ? "STD" : "DLX";
  const f = new Set<string>();
  if (!seaSide && floor >= 2) f.add("CITY_VIEW");
  if (seaSide && floor >= 4) f.add("SEA_VIEW");
  if (floor === 1 && seaSide) f.add("GARDEN_VIEW");
  if (seaSide && floor >= 5) f.add("BALCONY");
  if (pos === 6 || pos === 7) f.add("NEAR_ELEVATOR");
  if (floor >= 2 && (pos <= 2 || pos >= 11)) f.add("QUIET");
  if (floor === 1 && (pos === 1 || pos === 2 || pos === 11)) f.add("ACCESSIBLE");
  if (floor >= 2 && floor <= 4 && (pos === 3 || pos === 4)) f.add("CONNECTING");
  return { roomNumber: `${floor}${String(pos).padStart(2, "0")}`, floor, building: "Main", typeCode, features: [...f] };
}

function towerRoom(floor: number, pos: number): RoomDef {
  const seaSide = pos <= 56;
  let typeCode: string;
  if (floor <= 2) typeCode = "FAM";
  else if (floor <= 5) typeCode = seaSide ? "PRM" : "DLX";
  else typeCode = pos <= 52 ? "PRM" : "STE";
  const f = new Set<string>();
  if (floor >= 3) f.add(seaSide ? "SEA_VIEW" : "CITY_VIEW");
  else f.add("GARDEN_VIEW");
  if (typeCode === "PRM" || typeCode === "STE") f.add("BALCONY");
  if (typeCode === "PRM" || typeCode === "STE" || typeCode === "FAM") f.add("BATHTUB");
  if (pos === 54 || pos === 55) f.add("NEAR_ELEVATOR");
  if (floor >= 2 && (pos === 51 || pos === 58)) f.add("QUIET");
  if (floor === 1 && pos === 51) f.add("ACCESSIBLE");
  if (floor <= 2 && (pos === 52 || pos === 53)) f.add("CONNECTING");
  return { roomNumber: `${floor}${pos}`, floor, building: "Tower", typeCode, features: [...f] };
}

/** Innkeep Harbour Inn, Fort Kochi: 8 rooms in one building. */
export function harbourInnRooms(): RoomDef[] {
  const rooms: RoomDef[] = [];
  for (let pos = 1; pos <= 4; pos++) {
    rooms.push({
      roomNumber: `10${pos}`,
      floor: 1,
      building: "Main",
      typeCode: "STD",
      features: pos === 1 ? ["GARDEN_VIEW", "ACCESSIBLE"] : ["GARDEN_VIEW"],
    });
  }
  for (let pos = 1; pos <= 4; pos++) {
    rooms.push({
      roomNumber: `20${pos}`,
      floor: 2,
      building: "Main",
      typeCode: "HBV",
      features: pos <= 2 ? ["SEA_VIEW", "BALCONY", "QUIET"] : ["SEA_VIEW"],
    });
  }
  return rooms;
}
