// The webhook worker: fans the outbox out into delivery jobs, claims due jobs, POSTs them (up to `concurrency` at
// once) and records each attempt. Runs inside the server by default (lib/webhooks/start-worker.ts) and as
// `npm run worker`; any number of workers may share one PostgreSQL database (see lib/webhooks/jobs.ts for why
// no attempt is ever sent twice at the same time). Time comes from an injected Clock.
import crypto from "node:crypto";
import { getDb, type RawSql } from "../db/client";
import { serializeEnvelope, toEnvelope, type EventEnvelope } from "../events/envelope";
import { ensureCursor } from "../events/outbox";
import { uuidv7 } from "../db/uuid-v7";
import { logger } from "../log/logger";
import { systemClock, type Clock } from "../time/clock";
import { sendWebhook, type Sender, type SendResult } from "./http-sender";
import { claim, complete, fanOut, FANOUT_CURSOR, type AttemptResult, type ClaimedDelivery } from "./jobs";
import { DELIVERY_TIMEOUT_MS, MAX_ATTEMPTS, nextAttemptAt } from "./retry-policy";
import { decryptSecret } from "./secret-box";
import { SIGNATURE_HEADER, signPayload } from "./signature";

export type WebhookWorkerOptions = {
  clock?: Clock;
  /** name in logs */
  id?: string;
  /** HTTP attempts in flight at once */
  concurrency?: number;
  claimBatch?: number;
  fanOutBatch?: number;
  /** idle polling interval */
  pollMs?: number;
  /** pause after a pass that found some work but no full batch (bounds the query rate under a trickle) */
  batchDelayMs?: number;
  /** how long a claimed job stays reserved for this worker; must exceed the delivery timeout */
  leaseMs?: number;
  timeoutMs?: number;
  sender?: Sender;
  raw?: () => RawSql;
};

const USER_AGENT = "Innkeep-Webhooks/1.0";

// Workers in this process, so a new test delivery can wake them instead of waiting for the next poll.
const g = globalThis as unknown as { __innkeepWebhookWorkers?: Set<WebhookWorker> };
const workers = (g.__innkeepWebhookWorkers ??= new Set());
export function nudgeWebhookWorkers(): void {
  for (const w of workers) w.nudge();
}

export class WebhookWorker {
  readonly id: string;
  private readonly clock: Clock;
  private readonly concurrency: number;
  private readonly claimBatch: number;
  private readonly fanOutBatch: number;
  private readonly pollMs: number;
  private readonly batchDelayMs: number;
  private readonly leaseMs: number;
  private readonly timeoutMs: number;
  private readonly sender: Sender;
  private readonly raw: () => RawSql;

  private readonly inFlight = new Set<Promise<void>>();
  private results: AttemptResult[] = [];
  private flushChain: Promise<void> = Promise.resolve();
  private flushTimer: NodeJS.Timeout | undefined;
  private nextFlush = deferred();
  private running = false;
  private loopDone: Promise<void> | undefined;
  private readonly wake: { fanOut?: () => void; delivery?: () => void } = {};
  private cursorReady = false;

  constructor(opts: WebhookWorkerOptions = {}) {
    this.clock = opts.clock ?? systemClock;
    this.id = opts.id ?? `webhook-worker-${process.pid}-${crypto.randomBytes(3).toString("hex")}`;
    this.concurrency = opts.concurrency ?? 128;
    this.claimBatch = opts.claimBatch ?? 128;
    this.fanOutBatch = opts.fanOutBatch ?? 1000;
    this.pollMs = opts.pollMs ?? 200;
    this.batchDelayMs = opts.batchDelayMs ?? 10;
    this.timeoutMs = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
    this.leaseMs = opts.leaseMs ?? 30_000;
    if (this.leaseMs < this.timeoutMs + 1000) throw new Error("leaseMs must exceed the delivery timeout by at least one second");
    this.sender = opts.sender ?? sendWebhook;
    this.raw = opts.raw ?? (() => getDb().raw);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    workers.add(this);
    this.loopDone = this.loop();
    logger.info({ worker: this.id, concurrency: this.concurrency }, "webhook worker started");
  }

  /** Stops claiming, lets attempts in flight finish and records them. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    workers.delete(this);
    this.nudge();
    await this.loopDone;
    await Promise.all(this.inFlight);
    await this.flush();
    logger.info({ worker: this.id }, "webhook worker stopped");
  }

  nudge(): void {
    this.wake.fanOut?.();
    this.wake.delivery?.();
  }

  /**
   * One synchronous pass, for tests and tools: fan out everything pending, then attempt every job due now
   * (per the clock) until none is due, recording each result.
   */
  async runOnce(): Promise<{ events: number; deliveries: number; attempted: number }> {
    await this.ensureCursor();
    let events = 0;
    let deliveries = 0;
    for (;;) {
      const f = await fanOut(this.raw(), this.clock.now(), this.fanOutBatch);
      events += f.events;
      deliveries += f.deliveries;
      if (!f.locked || f.events < this.fanOutBatch) break;
    }
    let attempted = 0;
    for (;;) {
      const claimed = await claim(this.raw(), this.clock.now(), this.claimBatch, this.leaseMs, crypto.randomUUID());
      if (claimed.length === 0) break;
      await Promise.all(claimed.map((d) => this.attempt(d)));
      attempted += claimed.length;
      await this.flush();
    }
    return { events, deliveries, attempted };
  }

  // ---------------------------------------------------------------------------------------------------------

  private async ensureCursor() {
    if (this.cursorReady) return;
    await ensureCursor(this.raw(), FANOUT_CURSOR);
    this.cursorReady = true;
  }

  // Two loops share the worker: fan-out (outbox → jobs) and delivery (claim → send). They run concurrently (each
  // query on its own pooled connection on PostgreSQL) and the fan-out wakes the delivery loop when it adds jobs.
  private async loop(): Promise<void> {
    await Promise.all([this.fanOutLoop(), this.deliveryLoop()]);
  }

  private async fanOutLoop(): Promise<void> {
    while (this.running) {
      try {
        await this.ensureCursor();
        const f = await fanOut(this.raw(), this.clock.now(), this.fanOutBatch);
        if (f.deliveries > 0) this.wake.delivery?.();
        if (f.events >= this.fanOutBatch) continue;
        // a trickle: wait a moment so the next pass takes a batch instead of spinning on the database
        await this.sleep("fanOut", f.events > 0 ? Math.min(this.batchDelayMs, this.pollMs) : this.pollMs);
      } catch (e) {
        logger.error({ worker: this.id, err: e }, "webhook fan-out failed; retrying in 1 s");
        await this.sleep("fanOut", 1000);
      }
    }
  }

  private async deliveryLoop(): Promise<void> {
    while (this.running) {
      try {
        const free = this.concurrency - this.inFlight.size;
        if (free <= 0) {
          await Promise.race(this.inFlight);
          continue;
        }
        const want = Math.min(free, this.claimBatch);
        const claimed = await claim(this.raw(), this.clock.now(), want, this.leaseMs, crypto.randomUUID());
        for (const d of claimed) this.launch(d);
        if (claimed.length === want) continue;
        await this.sleep("delivery", claimed.length > 0 ? Math.min(this.batchDelayMs, this.pollMs) : this.pollMs);
      } catch (e) {
        logger.error({ worker: this.id, err: e }, "webhook delivery pass failed; retrying in 1 s");
        await this.sleep("delivery", 1000);
      }
    }
  }

  private sleep(loop: "fanOut" | "delivery", ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(done, ms);
      const wake = this.wake;
      function done() {
        clearTimeout(t);
        if (wake[loop] === done) wake[loop] = undefined;
        resolve();
      }
      this.wake[loop] = done;
    });
  }

  // A slot is held from the claim until the attempt's result is recorded, not just until the HTTP answer: when
  // the database is slow to record, the worker claims less (no pile of unrecorded results whose leases could
  // run out and let the same attempt be claimed again).
  private launch(d: ClaimedDelivery) {
    const p: Promise<void> = (async () => {
      try {
        await this.attempt(d);
      } catch (e) {
        logger.error({ worker: this.id, deliveryId: d.id, err: e }, "webhook attempt failed unexpectedly; it runs again when its lease ends");
        return;
      }
      await this.scheduleFlush();
    })().finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  private async attempt(d: ClaimedDelivery): Promise<void> {
    const attempt = d.attempts + 1;
    const attemptedAt = this.clock.now();
    let result: SendResult;
    const envelope = this.envelopeOf(d);
    let secret: string | undefined;
    try {
      secret = decryptSecret(d.secret_ciphertext, d.subscription_id);
    } catch {
      secret = undefined;
    }
    if (!envelope) {
      result = { ok: false, statusCode: null, ms: 0, error: "event not found" };
    } else if (secret === undefined) {
      result = { ok: false, statusCode: null, ms: 0, error: "the subscription secret could not be decrypted (was ENCRYPTION_KEY changed?)" };
    } else {
      const body = serializeEnvelope(envelope);
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        [SIGNATURE_HEADER]: signPayload(secret, body),
        "X-Svc-Event-Id": envelope.id,
        "X-Svc-Event-Type": envelope.type,
        "X-Svc-Delivery-Id": d.id,
        "X-Svc-Delivery-Attempt": String(attempt),
      };
      if (d.test_payload) headers["X-Svc-Test"] = "true";
      try {
        result = await this.sender({ url: d.url, body, headers, timeoutMs: this.timeoutMs });
      } catch (e) {
        result = { ok: false, statusCode: null, ms: 0, error: e instanceof Error ? e.message : String(e) };
      }
    }
    const finishedAt = this.clock.now();
    const next = result.ok ? null : nextAttemptAt(attempt, finishedAt);
    const newStatus = result.ok ? "SUCCESS" : next ? "PENDING" : "FAILED";
    if (logger.isLevelEnabled("debug")) {
      logger.debug(
        { worker: this.id, deliveryId: d.id, eventId: d.event_id, eventType: d.event_type, subscriptionId: d.subscription_id, attempt, ok: result.ok, responseCode: result.statusCode, ms: result.ms, error: result.error ?? undefined, host: hostOf(d.url) },
        "webhook attempt",
      );
    }
    this.results.push({
      deliveryId: d.id,
      lockToken: d.lock_token,
      attempt,
      ok: result.ok,
      responseCode: result.statusCode,
      responseTimeMs: result.ms,
      error: result.error,
      attemptedAt,
      newStatus,
      nextAttemptAt: next,
      logId: uuidv7(attemptedAt.getTime()),
      alertId: newStatus === "FAILED" && attempt >= MAX_ATTEMPTS ? uuidv7(finishedAt.getTime()) : null,
    });
  }

  private envelopeOf(d: ClaimedDelivery): EventEnvelope | undefined {
    if (d.test_payload) return d.test_payload as EventEnvelope;
    if (d.event_created_at === null || d.event_created_at === undefined) return undefined;
    return toEnvelope({ id: d.event_id, type: d.event_type, createdAt: d.event_created_at, propertyId: d.property_id, data: d.event_data });
  }

  /** Resolves when the results collected so far are recorded. */
  private scheduleFlush(): Promise<void> {
    const recorded = this.nextFlush.promise;
    if (this.results.length >= 200) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), 10);
    return recorded;
  }

  /** Records collected results (one statement per batch); flushes run one after another. */
  flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const batch = this.results;
    this.results = [];
    const waiting = this.nextFlush;
    this.nextFlush = deferred();
    this.flushChain = this.flushChain.then(() => (batch.length ? this.record(batch) : undefined)).then(waiting.resolve);
    return this.flushChain;
  }

  private async record(batch: AttemptResult[], retry = true): Promise<void> {
    try {
      const recorded = await complete(this.raw(), batch, this.clock.now());
      for (const r of batch) {
        if (!recorded.has(r.deliveryId)) {
          logger.warn({ worker: this.id, deliveryId: r.deliveryId, attempt: r.attempt }, "webhook attempt result not recorded: lease lost or subscription deleted");
        } else if (r.alertId) {
          logger.warn(
            { worker: this.id, alertId: r.alertId, deliveryId: r.deliveryId, attempts: r.attempt, lastError: r.error, lastResponseCode: r.responseCode },
            "ALERT webhook delivery failed after the last attempt",
          );
        }
      }
    } catch (e) {
      if (retry) {
        await new Promise((r) => setTimeout(r, 500));
        return this.record(batch, false);
      }
      // The jobs keep their leases until they expire, then run again (at-least-once).
      logger.error({ worker: this.id, err: e, results: batch.length }, "could not record webhook attempt results");
    }
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
