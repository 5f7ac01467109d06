// The consumer API of the event bus, for features that react to domain events (e.g. document 3's `guest.erased`
// consumer in the payments module):
//
//   registerEventConsumer({ name: "payments-guest-erased", types: ["guest.erased"], handler: async (event) => … })
//
// at module load registers a durable consumer; the background runtime (server or `npm run worker`) runs every
// registered consumer. Delivery is at-least-once in outbox order per consumer: the handler must be idempotent
// (dedupe on `event.id`); a handler that throws gets the same event again after a short delay. A new consumer
// starts with events created after its first start.
//  - NATS_URL set: a JetStream durable pull consumer named `name` on the events stream, filtered by subject;
//    several processes running it share the work.
//  - otherwise: an in-process reader of the outbox with its own persisted cursor (`consumer:<name>`), leased so
//    that one process at a time runs it.
import crypto from "node:crypto";
import { AckPolicy, DeliverPolicy, JetStreamApiCodes, JetStreamApiError } from "@nats-io/jetstream";
import { nanos } from "@nats-io/transport-node";
import { getDb, type RawSql } from "../../db/client";
import { logger } from "../../log/logger";
import { systemClock, type Clock } from "../../time/clock";
import type { EventEnvelope } from "../envelope";
import { acquireCursorLease, advanceCursor, currentSeq, ensureCursor, headPosition, readOutbox, releaseCursorLease } from "../outbox";
import { connectNats, type NatsBus, type NatsConfig } from "./nats";
import { assertTypePattern, filterSubject, matchesTypePattern } from "./subjects";

export type EventHandler = (event: EventEnvelope) => Promise<void> | void;
export type EventConsumer = {
  /** durable name, unique per consumer: letters, digits, '-' and '_' */
  name: string;
  /** event types or NATS-style patterns (`guest.*`, `reservation.>`) */
  types: string[];
  /** only this property's events */
  propertyId?: string;
  handler: EventHandler;
};
export type ConsumerHandle = { name: string; stop(): Promise<void> };
export type ConsumerRuntimeOptions = { nats?: NatsConfig; clock?: Clock; pollMs?: number; leaseMs?: number; retryDelayMs?: number; raw?: () => RawSql };

const g = globalThis as unknown as { __innkeepEventConsumers?: Map<string, EventConsumer> };
const registry = (g.__innkeepEventConsumers ??= new Map());

function validate(c: EventConsumer) {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(c.name)) throw new Error(`invalid consumer name "${c.name}"`);
  if (c.types.length === 0) throw new Error(`consumer ${c.name} names no event types`);
  c.types.forEach(assertTypePattern);
}

export function registerEventConsumer(c: EventConsumer): void {
  validate(c);
  registry.set(c.name, c);
}

export function registeredEventConsumers(): EventConsumer[] {
  return [...registry.values()];
}

export async function startEventConsumer(c: EventConsumer, opts: ConsumerRuntimeOptions = {}): Promise<ConsumerHandle> {
  validate(c);
  return opts.nats ? startJetStreamConsumer(c, opts.nats, opts) : startOutboxConsumer(c, opts);
}

// ---------------------------------------------------------------------------------------------------------
// JetStream

function atLeast(version: string | undefined, major: number, minor: number): boolean {
  const [a, b] = (version ?? "0.0").split(".").map(Number);
  return a > major || (a === major && b >= minor);
}

const wants = (c: EventConsumer, e: { type: string; property_id: string }) =>
  (!c.propertyId || c.propertyId === e.property_id) && c.types.some((t) => matchesTypePattern(t, e.type));

async function startJetStreamConsumer(c: EventConsumer, config: NatsConfig, opts: ConsumerRuntimeOptions): Promise<ConsumerHandle> {
  const bus: NatsBus = await connectNats(config, `consumer-${c.name}`);
  const subjects = c.types.map((t) => filterSubject(config.prefix, t, c.propertyId));
  // Several filter subjects need NATS 2.10; before that, one broad filter and the rest is filtered here.
  const filter =
    subjects.length === 1
      ? { filter_subject: subjects[0] }
      : atLeast(bus.nc.info?.version, 2, 10)
        ? { filter_subjects: subjects }
        : { filter_subject: filterSubject(config.prefix, ">", c.propertyId) };
  try {
    const info = await bus.jsm.consumers.info(config.stream, c.name);
    const same = (info.config.filter_subject ?? "") === (filter.filter_subject ?? "") && (info.config.filter_subjects ?? []).join() === (filter.filter_subjects ?? []).join();
    if (!same) await bus.jsm.consumers.update(config.stream, c.name, filter);
  } catch (e) {
    if (!(e instanceof JetStreamApiError) || e.code !== JetStreamApiCodes.ConsumerNotFound) throw e;
    await bus.jsm.consumers.add(config.stream, {
      durable_name: c.name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.New,
      ack_wait: nanos(30_000),
      ...filter,
    });
  }
  const consumer = await bus.js.consumers.get(config.stream, c.name);
  const messages = await consumer.consume({ max_messages: 100 });
  const retryDelay = opts.retryDelayMs ?? 5000;
  const done = (async () => {
    for await (const m of messages) {
      try {
        const event = m.json<EventEnvelope>();
        if (wants(c, event)) await c.handler(event);
        m.ack();
      } catch (e) {
        logger.error({ consumer: c.name, subject: m.subject, err: e }, "event consumer failed; the event is redelivered");
        m.nak(retryDelay);
      }
    }
  })();
  logger.info({ consumer: c.name, subjects }, "event consumer started (JetStream)");
  return {
    name: c.name,
    stop: async () => {
      await messages.close();
      await done.catch(() => {});
      await bus.close().catch(() => {});
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// In-process (no NATS): read the outbox with a persisted, leased cursor.

async function startOutboxConsumer(c: EventConsumer, opts: ConsumerRuntimeOptions): Promise<ConsumerHandle> {
  const raw = opts.raw ?? (() => getDb().raw);
  const clock = opts.clock ?? systemClock;
  const pollMs = opts.pollMs ?? 250;
  const leaseMs = opts.leaseMs ?? 30_000;
  const retryDelay = opts.retryDelayMs ?? 5000;
  const cursor = `consumer:${c.name}`;
  const owner = `${c.name}-${process.pid}-${crypto.randomBytes(3).toString("hex")}`;
  // a new consumer starts after every event that exists now (committed or still in flight)
  await ensureCursor(raw(), cursor, await headPosition(raw()), await currentSeq(raw()));
  let running = true;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      wake = () => (clearTimeout(t), resolve());
    });

  const pass = async (): Promise<number> => {
    const pos = await acquireCursorLease(raw(), cursor, owner, clock.now(), leaseMs);
    if (!pos) return 0;
    const events = await readOutbox(raw(), pos, 200);
    const fromSeq = BigInt(pos.fromSeq);
    let done = 0;
    try {
      for (const e of events) {
        if (BigInt(e.position.seq) > fromSeq && wants(c, e)) await c.handler({ id: e.id, type: e.type, created_at: e.created_at, property_id: e.property_id, data: e.data });
        done++;
      }
    } finally {
      if (done > 0) await advanceCursor(raw(), cursor, owner, events[done - 1].position, clock.now(), leaseMs);
    }
    return events.length;
  };

  const loop = (async () => {
    while (running) {
      try {
        const n = await pass();
        if (n === 0) await sleep(pollMs);
      } catch (e) {
        logger.error({ consumer: c.name, err: e }, "event consumer failed; the event is retried");
        await sleep(retryDelay);
      }
    }
  })();
  logger.info({ consumer: c.name, types: c.types }, "event consumer started (in-process)");
  return {
    name: c.name,
    stop: async () => {
      running = false;
      wake?.();
      await loop;
      await releaseCursorLease(raw(), cursor, owner).catch(() => {});
    },
  };
}
