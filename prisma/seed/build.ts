// Builds every row of the demo tenant in memory (ids made up front), so the seed can insert them with a handful
// of createMany calls. Pure apart from the ids and timestamps: the same `today` always gives the same data.
import type { DateOnly } from "../../lib/rates/dates";
import { API_CLIENTS, DEMO_HOTEL, DEMO_TENANT_NAME, HARBOUR_INN, STAFF } from "./catalog";
import { uuidv7 } from "../../lib/db/uuid-v7";
import { Rng } from "./prng";
import { buildProperty } from "./property-rows";
import { addGuestsAndReservations } from "./reservation-rows";
import { must, type SeedRows } from "./rows";

export const SEED = 20_261_121;

export type SeedInput = {
  today: DateOnly;
  /** argon2id of the demo password, hashed once for every user */
  passwordHash: string;
  /** argon2id of each API client's secret, by client id */
  clientSecretHashes: Record<string, string>;
};

export function buildSeedRows(input: SeedInput): SeedRows {
  const rng = new Rng(SEED);
  const tenantId = uuidv7();
  const rows: SeedRows = {
    tenant: { id: tenantId, name: DEMO_TENANT_NAME },
    properties: [],
    users: [],
    userProperties: [],
    apiClients: [],
    apiClientProperties: [],
    roomTypes: [],
    rooms: [],
    roomBlocks: [],
    ratePlans: [],
    ratePlanRoomRates: [],
    rateOverrides: [],
    taxRules: [],
    guests: [],
    reservations: [],
    reservationRooms: [],
    reservationRoomNights: [],
  };

  const propertyIds = new Map<string, string>();
  for (const def of [DEMO_HOTEL, HARBOUR_INN]) propertyIds.set(def.code, uuidv7());

  const userIds = new Map<string, string>();
  for (const s of STAFF) {
    const id = uuidv7();
    userIds.set(s.email, id);
    rows.users.push({ id, tenantId, email: s.email, name: s.name, passwordHash: input.passwordHash, roles: s.roles });
    for (const code of s.properties) rows.userProperties.push({ userId: id, propertyId: must(propertyIds.get(code)) });
  }
  for (const c of API_CLIENTS) {
    const id = uuidv7();
    const secretHash = input.clientSecretHashes[c.clientId];
    if (!secretHash) throw new Error(`no secret hash for API client ${c.clientId}`);
    rows.apiClients.push({ id, tenantId, clientId: c.clientId, name: c.name, secretHash, roles: c.roles });
    for (const code of c.properties) rows.apiClientProperties.push({ apiClientId: id, propertyId: must(propertyIds.get(code)) });
  }

  const managerId = userIds.get("manager@demo.innkeep.dev") ?? null;
  const built = [DEMO_HOTEL, HARBOUR_INN].map((def) =>
    buildProperty(rows, def, must(propertyIds.get(def.code)), tenantId, input.today, rng.fork(def.code), managerId),
  );
  addGuestsAndReservations(rows, built, tenantId, input.today, rng.fork("guests"));
  return rows;
}

