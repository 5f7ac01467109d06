// Outbox → NATS JetStream relay. Publishes every outbox event once, in outbox order, to
// `<prefix>.<property_id>.<type>` with the event id as JetStream msgID (the stream drops a duplicate id), and
// persists its position in event_cursors after each batch. Survives restarts and crashes:
//  - one relay at a time holds the cursor's lease; a crashed holder is replaced when the lease runs out;
//  - each message carries its outbox position (header Innkeep-Outbox-Position), and a relay that (re)takes the
//    lease first moves the cursor up to the stream's last message, so events published just before a crash are
//    not published again even outside the stream's duplicate window;
//  - publishes are sequential and each is acknowledged before the next, so the stream never has a gap.
import crypto from "node:crypto";
import { headers } from "@nats-io/transport-node";
import { getDb, type RawSql } from "../../db/client";
import { logger } from "../../log/logger";
import { systemClock, type Clock } from "../../time/clock";
import { serializeEnvelope } from "../envelope";
import { acquireCursorLease, advanceCursor, ensureCursor, readOutbox, releaseCursorLease, START, type OutboxPosition } from "../outbox";
import { connectNats, type NatsBus, type NatsConfig } from "./nats";
import { subjectFor } from "./subjects";

export const POSITION_HEADER = "Innkeep-Outbox-Position";

export type NatsRelayOptions = { config: NatsConfig; clock?: Clock; batch?: number; pollMs?: number; leaseMs?: number; raw?: () => RawSql; id?: string };

const cmp = (a: OutboxPosition, b: OutboxPosition) => {
  const [ax, bx, as, bs] = [BigInt(a.xid), BigInt(b.xid), BigInt(a.seq), BigInt(b.seq)];
  return ax !== bx ? (ax < bx ? -1 : 1) : as === bs ? 0 : as < bs ? -1 : 1;
};

export class NatsRelay {
  readonly id: string;
  private readonly cursor: string;
  private readonly clock: Clock;
  private readonly batch: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly raw: () => RawSql;
  private bus: NatsBus | undefined;
  private synced = false;
  private running = false;
  private loopDone: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(private readonly opts: NatsRelayOptions) {
    this.id = opts.id ?? `nats-relay-${process.pid}-${crypto.randomBytes(3).toString("hex")}`;
    this.cursor = `bus:nats:${opts.config.stream}`;
    this.clock = opts.clock ?? systemClock;
    this.batch = opts.batch ?? 500;
    this.pollMs = opts.pollMs ?? 200;
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.raw = opts.raw ?? (() => getDb().raw);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
    logger.info({ relay: this.id, stream: this.opts.config.stream }, "event bus relay started (NATS JetStream)");
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loopDone;
    await releaseCursorLease(this.raw(), this.cursor, this.id).catch(() => {});
    await this.bus?.close().catch(() => {});
    this.bus = undefined;
  }

  /** Publishes what is pending now; returns how many events were published (0 when another relay holds the lease). */
  async runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.publishBatch();
      total += n;
      if (n < this.batch) return total;
    }
  }

  private async loop() {
    while (this.running) {
      try {
        const n = await this.publishBatch();
        if (n < this.batch) await this.sleep(this.pollMs);
      } catch (e) {
        this.synced = false;
        logger.error({ relay: this.id, err: e }, "event bus relay failed; retrying in 2 s");
        await this.sleep(2000);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private async connection(): Promise<NatsBus> {
    if (this.bus && !this.bus.nc.isClosed()) return this.bus;
    this.bus = await connectNats(this.opts.config, this.id);
    this.synced = false;
    return this.bus;
  }

  private async publishBatch(): Promise<number> {
    const raw = this.raw();
    await ensureCursor(raw, this.cursor, START);
    const leased = await acquireCursorLease(raw, this.cursor, this.id, this.clock.now(), this.leaseMs);
    if (!leased) {
      this.synced = false;
      return 0;
    }
    let pos: OutboxPosition = { xid: leased.xid, seq: leased.seq };
    const bus = await this.connection();
    if (!this.synced) {
      const last = await this.lastPublished(bus);
      if (last && cmp(last, pos) > 0) {
        if (!(await advanceCursor(raw, this.cursor, this.id, last, this.clock.now(), this.leaseMs))) return 0;
        logger.info({ relay: this.id, from: pos, to: last }, "event bus relay caught up with the stream");
        pos = last;
      }
      this.synced = true;
    }
    const events = await readOutbox(raw, pos, this.batch);
    if (events.length === 0) return 0;
    for (const e of events) {
      const h = headers();
      h.set(POSITION_HEADER, `${e.position.xid}:${e.position.seq}`);
      h.set("Innkeep-Event-Type", e.type);
      await bus.js.publish(subjectFor(this.opts.config.prefix, e.property_id, e.type), serializeEnvelope(e), { msgID: e.id, headers: h });
    }
    const kept = await advanceCursor(raw, this.cursor, this.id, events[events.length - 1].position, this.clock.now(), this.leaseMs);
    if (!kept) this.synced = false; // another relay took over; it will resync from the stream
    return events.length;
  }

  /** The outbox position of the stream's last message, if it came from a relay. */
  private async lastPublished(bus: NatsBus): Promise<OutboxPosition | undefined> {
    const info = await bus.jsm.streams.info(this.opts.config.stream);
    if (!info.state.last_seq) return undefined;
    const msg = await bus.jsm.streams.getMessage(this.opts.config.stream, { seq: info.state.last_seq }).catch(() => null);
    const v = msg?.header?.get(POSITION_HEADER);
    const m = v ? /^(\d+):(\d+)$/.exec(v) : null;
    return m ? { xid: m[1], seq: m[2] } : undefined;
  }
}
