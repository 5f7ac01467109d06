// The event bus: outbox → NATS JetStream relay against the NATS server on this machine (CI: 127.0.0.1:4222),
// the durable consumer API over JetStream, and the in-process consumer used when NATS_URL is unset.
import crypto from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, db } from "@/lib/db/client";
import { emitEvent } from "@/lib/events/emit-event";
import type { EventType } from "@/lib/events/event-types";
import { sampleEventData } from "@/lib/events/samples";
import { propertyId } from "@/lib/testing/api";
import type { EventEnvelope } from "../envelope";
import { startEventConsumer } from "./consumers";
import { connectNats, type NatsBus, type NatsConfig } from "./nats";
import { NatsRelay, POSITION_HEADER } from "./nats-relay";

const NATS_URL = process.env.NATS_URL || "nats://127.0.0.1:4222";

async function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 4222) });
    s.setTimeout(1000);
    s.once("connect", () => (s.destroy(), resolve(true)));
    s.once("error", () => resolve(false));
    s.once("timeout", () => (s.destroy(), resolve(false)));
  });
}

let demo: string;
let harbour: string;
beforeAll(async () => {
  demo = await propertyId("DEMO");
  harbour = await propertyId("HARBOUR");
});

// The relay only publishes events below the cluster's oldest running transaction, so a busy database server can
// hold an event back for a moment: publish until `expected` events went out (or time runs out).
async function publishAll(relay: NatsRelay, expected: number, timeoutMs = 20_000): Promise<number> {
  let total = 0;
  const end = Date.now() + timeoutMs;
  while (total < expected && Date.now() < end) {
    total += await relay.runOnce();
    if (total < expected) await new Promise((r) => setTimeout(r, 50));
  }
  return total;
}

async function emit(type: EventType, property = demo) {
  return db().$transaction((tx) => emitEvent(tx, property, type, sampleEventData(type)));
}

const natsUp = await reachable(NATS_URL);
if (!natsUp) console.warn(`JetStream tests skipped: no NATS server at ${NATS_URL} (start nats-server -js, or set NATS_URL)`);

describe.skipIf(!natsUp)("NATS JetStream", () => {
  const tag = crypto.randomBytes(4).toString("hex");
  const config: NatsConfig = { url: NATS_URL, stream: `INNKEEP_TEST_${tag}`, prefix: `innkeep_test_${tag}` };
  let bus: NatsBus;
  beforeAll(async () => {
    bus = await connectNats(config, "bus-test");
  });
  afterAll(async () => {
    await bus.jsm.streams.delete(config.stream).catch(() => {});
    await bus.close();
  });

  async function streamMessages() {
    const info = await bus.jsm.streams.info(config.stream);
    const out: Array<{ subject: string; msgId: string | undefined; position: string | undefined; body: EventEnvelope }> = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
      const m = await bus.jsm.streams.getMessage(config.stream, { seq });
      if (m) out.push({ subject: m.subject, msgId: m.header?.get("Nats-Msg-Id"), position: m.header?.get(POSITION_HEADER), body: m.json<EventEnvelope>() });
    }
    return out;
  }

  it("publishes every outbox event once, per property and type subject, and survives restarts and a lost cursor", async () => {
    const before = await db().domainEvent.findMany({ select: { id: true } });
    const emitted = [];
    for (const [type, prop] of [
      ["reservation.created", demo],
      ["guest.checked_in", demo],
      ["room.status_changed", harbour],
      ["folio.settled", demo],
    ] as const) {
      emitted.push({ ...(await emit(type, prop)), type, prop });
    }
    const relay1 = new NatsRelay({ config, id: "relay-1", leaseMs: 5000 });
    expect(await publishAll(relay1, before.length + emitted.length)).toBe(before.length + emitted.length);
    expect(await relay1.runOnce()).toBe(0);
    await relay1.stop();

    let msgs = await streamMessages();
    expect(msgs).toHaveLength(before.length + emitted.length);
    for (const e of emitted) {
      const m = msgs.find((x) => x.msgId === e.id)!;
      expect(m.subject).toBe(`${config.prefix}.${e.prop}.${e.type}`);
      expect(Object.keys(m.body)).toEqual(["id", "type", "created_at", "property_id", "data"]);
      expect(m.body).toMatchObject({ id: e.id, type: e.type, property_id: e.prop, created_at: e.createdAt.toISOString() });
    }

    // a restarted relay (new process, same database) publishes only what is new
    const later = await emit("reservation.cancelled");
    const relay2 = new NatsRelay({ config, id: "relay-2", leaseMs: 5000 });
    await db().eventCursor.update({ where: { name: `bus:nats:${config.stream}` }, data: { leaseOwner: null, leaseUntil: null } });
    expect(await publishAll(relay2, 1)).toBe(1);

    // a crash between publishing and saving the position: the cursor is behind the stream. The next relay moves
    // up to the stream's last message instead of publishing again.
    await db().eventCursor.update({ where: { name: `bus:nats:${config.stream}` }, data: { lastXid: 0n, lastSeq: 0n, leaseOwner: null, leaseUntil: null } });
    const relay3 = new NatsRelay({ config, id: "relay-3", leaseMs: 5000 });
    expect(await relay3.runOnce()).toBe(0);
    await Promise.all([relay2.stop(), relay3.stop()]);

    msgs = await streamMessages();
    const ids = msgs.map((m) => m.msgId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(later.id);
    expect(msgs).toHaveLength(before.length + emitted.length + 1);
    // outbox order
    const positions = msgs.map((m) => m.position!.split(":").map(BigInt));
    for (let i = 1; i < positions.length; i++) {
      const [a, b] = [positions[i - 1], positions[i]];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])).toBe(true);
    }
    // JetStream drops a republished event id within the duplicate window
    const ack = await bus.js.publish(`${config.prefix}.${demo}.reservation.cancelled`, JSON.stringify({}), { msgID: later.id });
    expect(ack.duplicate).toBe(true);
  });

  it("while another relay holds the lease, a second one publishes nothing", async () => {
    await emit("room.out_of_order");
    const a = new NatsRelay({ config, id: "relay-a", leaseMs: 60_000 });
    const b = new NatsRelay({ config, id: "relay-b", leaseMs: 60_000 });
    expect(await publishAll(a, 1)).toBe(1);
    const count = (await bus.jsm.streams.info(config.stream)).state.messages;
    await emit("room.back_in_service");
    expect(await publishAll(b, 1, 1500)).toBe(0);
    expect((await bus.jsm.streams.info(config.stream)).state.messages).toBe(count);
    expect(await publishAll(a, 1)).toBe(1);
    await a.stop(); // releases the lease: b takes over at once
    await emit("room.status_changed");
    expect(await publishAll(b, 1)).toBe(1);
    await b.stop();
  });

  it("a durable consumer gets each matching event once, and resumes where it stopped", async () => {
    const seen: EventEnvelope[] = [];
    const name = `test-consumer-${tag}`;
    let consumer = await startEventConsumer({ name, types: ["guest.*"], handler: (e) => void seen.push(e) }, { nats: config });
    // two patterns and a property filter (on NATS < 2.10 part of the filtering happens in the client)
    const seen2: EventEnvelope[] = [];
    const consumer2 = await startEventConsumer(
      { name: `${name}-2`, types: ["reservation.modified", "guest.checked_out"], propertyId: demo, handler: (e) => void seen2.push(e) },
      { nats: config },
    );
    const relay = new NatsRelay({ config, id: "relay-c", leaseMs: 5000, pollMs: 20 });
    relay.start();
    const g1 = await emit("guest.checked_out");
    await emit("reservation.modified");
    const g2 = await emit("guest.profile_updated", harbour);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
    await consumer.stop();
    await expect.poll(() => seen2.map((e) => e.type), { timeout: 10_000 }).toEqual(["guest.checked_out", "reservation.modified"]);
    await consumer2.stop();
    const g3 = await emit("guest.room_changed");
    await new Promise((r) => setTimeout(r, 300));
    consumer = await startEventConsumer({ name, types: ["guest.*"], handler: (e) => void seen.push(e) }, { nats: config });
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(3);
    await new Promise((r) => setTimeout(r, 300));
    await consumer.stop();
    await relay.stop();
    expect(seen.map((e) => e.id)).toEqual([g1.id, g2.id, g3.id]);
    expect(seen[1]).toMatchObject({ type: "guest.profile_updated", property_id: harbour });
  });
});

describe("in-process bus (no NATS_URL)", () => {
  it("a consumer receives matching events in order, once, from its first start on, and retries a failed event", async () => {
    const early = await emit("room.status_changed");
    const seen: string[] = [];
    let failOnce = true;
    const handler = async (e: EventEnvelope) => {
      if (e.type === "room.back_in_service" && failOnce) {
        failOnce = false;
        throw new Error("transient");
      }
      seen.push(e.id);
    };
    let c = await startEventConsumer({ name: "in-process-test", types: ["room.*"], propertyId: demo, handler }, { pollMs: 20, retryDelayMs: 50 });
    const a = await emit("room.status_changed");
    await emit("reservation.created");
    await emit("room.status_changed", harbour);
    const b = await emit("room.back_in_service");
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
    await c.stop();
    const d = await emit("room.out_of_order");
    c = await startEventConsumer({ name: "in-process-test", types: ["room.*"], propertyId: demo, handler }, { pollMs: 20 });
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(3);
    await new Promise((r) => setTimeout(r, 200));
    await c.stop();
    expect(seen).toEqual([a.id, b.id, d.id]);
    expect(seen).not.toContain(early.id);
    expect(getDb().target.kind).toBeDefined();
  });
});
