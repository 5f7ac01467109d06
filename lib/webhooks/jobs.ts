// The delivery jobs table (`webhook_deliveries`) and its three set-based statements. Each is ONE SQL statement,
// hence atomic on its own, and takes the time from the caller's Clock (never now()), so tests can move time.
//
//  fanOut    outbox → one PENDING delivery per (event, matching subscription), and the cursor moves past those
//            events, in the same statement: exactly once in the database (the position, and the unique key
//            (subscription, event) behind it), whatever crashes. The cursor row is
//            locked FOR UPDATE SKIP LOCKED, so with several workers one fans out and the others move on. The
//            subscriptions are read FOR KEY SHARE, so one deleted meanwhile is skipped rather than violating its key.
//  claim     due PENDING deliveries of ACTIVE subscriptions, FOR UPDATE SKIP LOCKED, leased to this worker
//            (locked_until, lock_token). An expired lease (crashed worker) makes the row claimable again.
//  complete  records attempt results: the delivery row only changes while the caller still holds its lease
//            (lock_token and attempt number match), and in the same statement the attempt is logged (unique per
//            delivery and attempt) and, after the last failure, an alert is raised.
import type { RawSql } from "../db/client";
import { AFTER_AND_FINAL } from "../events/outbox";
import { UUID7_SQL } from "../db/uuid-v7";

export const FANOUT_CURSOR = "webhooks";

export async function fanOut(raw: RawSql, now: Date, limit = 1000): Promise<{ locked: boolean; events: number; deliveries: number }> {
  // Two passes in one statement:
  //  safe   events after the (xid, seq) position and below the oldest running transaction: complete, in order;
  //         the position moves past them.
  //  eager  committed events above that line with seq > eager_seq: delivered at once even while an unrelated
  //         long transaction (any database of the cluster) holds the line back. An event it misses (a lower seq
  //         committed late) is picked up by the safe pass; one seen by both gets one delivery (unique key).
  const [r] = await raw.query<{ locked: number; events: number; deliveries: number }>(
    `WITH cur AS (
       SELECT last_xid, last_seq, eager_seq FROM event_cursors WHERE name = $1 FOR UPDATE SKIP LOCKED
     ), safe AS (
       SELECT e.id, e.seq, e.xid, e.property_id, e.type FROM domain_events e, cur
        WHERE ${AFTER_AND_FINAL("e", "cur.last_xid", "cur.last_seq")}
        ORDER BY e.xid, e.seq LIMIT $2
     ), eager AS (
       SELECT e.id, e.seq, e.xid, e.property_id, e.type FROM domain_events e, cur
        WHERE e.seq > cur.eager_seq AND e.xid >= pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY e.seq LIMIT $2
     ), ev AS (
       SELECT * FROM safe UNION ALL SELECT * FROM eager
     ), ins AS (
       INSERT INTO webhook_deliveries (id, property_id, subscription_id, event_id, event_type, next_attempt_at, created_at, updated_at)
       SELECT ${UUID7_SQL}, ev.property_id, s.id, ev.id, ev.type, $3, $3, $3
         FROM ev JOIN webhook_subscriptions s
           ON s.property_id = ev.property_id AND s.status = 'ACTIVE' AND ev.type = ANY (s.events) AND ev.seq > s.from_seq
         FOR KEY SHARE OF s
       ON CONFLICT (subscription_id, event_id) DO NOTHING
       RETURNING 1
     ), last AS (
       SELECT xid, seq FROM safe ORDER BY xid DESC, seq DESC LIMIT 1
     ), upd AS (
       UPDATE event_cursors c
          SET last_xid = COALESCE((SELECT xid::text::bigint FROM last), c.last_xid),
              last_seq = COALESCE((SELECT seq FROM last), c.last_seq),
              eager_seq = GREATEST(c.eager_seq, COALESCE((SELECT max(seq) FROM eager), 0)),
              updated_at = $3
        WHERE c.name = $1 AND EXISTS (SELECT 1 FROM cur) AND EXISTS (SELECT 1 FROM ev)
        RETURNING 1
     )
     SELECT (SELECT count(*) FROM cur)::int AS locked, (SELECT count(*) FROM ev)::int AS events,
            (SELECT count(*) FROM ins)::int AS deliveries, (SELECT count(*) FROM upd)::int AS moved`,
    [FANOUT_CURSOR, limit, now],
  );
  return { locked: Number(r.locked) === 1, events: Number(r.events), deliveries: Number(r.deliveries) };
}

export type ClaimedDelivery = {
  id: string;
  property_id: string;
  subscription_id: string;
  event_id: string;
  event_type: string;
  /** attempts already finished; this one is attempts + 1 */
  attempts: number;
  lock_token: string;
  test_payload: unknown | null;
  url: string;
  secret_ciphertext: string;
  event_data: unknown | null;
  event_created_at: Date | string | null;
};

export async function claim(raw: RawSql, now: Date, limit: number, leaseMs: number, lockToken: string): Promise<ClaimedDelivery[]> {
  return raw.query<ClaimedDelivery>(
    `WITH c AS (
       SELECT d.id FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
        WHERE d.status = 'PENDING' AND d.next_attempt_at <= $1
          AND (d.locked_until IS NULL OR d.locked_until <= $1)
          AND (s.status = 'ACTIVE' OR d.test_payload IS NOT NULL)
        ORDER BY d.next_attempt_at
        LIMIT $2
        FOR UPDATE OF d SKIP LOCKED
     ), u AS (
       UPDATE webhook_deliveries d SET locked_until = $3, lock_token = $4, updated_at = $1
         FROM c WHERE d.id = c.id
       RETURNING d.id, d.property_id, d.subscription_id, d.event_id, d.event_type, d.attempts, d.lock_token, d.test_payload
     )
     SELECT u.*, s.url, s.secret_ciphertext, e.data AS event_data, e.created_at AS event_created_at
       FROM u JOIN webhook_subscriptions s ON s.id = u.subscription_id
       LEFT JOIN domain_events e ON e.id = u.event_id AND u.test_payload IS NULL`,
    [now, limit, new Date(now.getTime() + leaseMs), lockToken],
  );
}

export type AttemptResult = {
  deliveryId: string;
  lockToken: string;
  /** 1-based number of this attempt */
  attempt: number;
  ok: boolean;
  responseCode: number | null;
  responseTimeMs: number;
  error: string | null;
  attemptedAt: Date;
  /** PENDING with the next attempt time, or final */
  newStatus: "PENDING" | "SUCCESS" | "FAILED";
  nextAttemptAt: Date | null;
  logId: string;
  /** set when this result raises an alert (the last attempt failed) */
  alertId: string | null;
};

/** Records a batch of attempt results; returns the ids whose result was recorded (lease still held). */
export async function complete(raw: RawSql, results: AttemptResult[], now: Date): Promise<Set<string>> {
  if (results.length === 0) return new Set();
  const col = <T>(f: (r: AttemptResult) => T) => results.map(f);
  const rows = await raw.query<{ id: string }>(
    `WITH v AS (
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::int[], $6::int[], $7::text[],
                            $8::timestamptz[], $9::text[], $10::timestamptz[], $11::uuid[], $12::uuid[])
         AS v(id, token, attempt, outcome, code, ms, err, attempted_at, new_status, next_at, log_id, alert_id)
     ), u AS (
       UPDATE webhook_deliveries d
          SET attempts = v.attempt, status = v.new_status::"WebhookDeliveryStatus",
              next_attempt_at = COALESCE(v.next_at, d.next_attempt_at), locked_until = NULL, lock_token = NULL,
              completed_at = CASE WHEN v.new_status = 'PENDING' THEN NULL ELSE $13::timestamptz END, updated_at = $13::timestamptz
         FROM v
        WHERE d.id = v.id AND d.lock_token = v.token AND d.attempts = v.attempt - 1 AND d.status = 'PENDING'
       RETURNING d.id, d.property_id, d.subscription_id, d.event_id, d.event_type
     ), log AS (
       INSERT INTO webhook_delivery_attempts
              (id, property_id, delivery_id, subscription_id, event_id, event_type, attempt, status, response_code, response_time_ms, error, created_at)
       SELECT v.log_id, u.property_id, u.id, u.subscription_id, u.event_id, u.event_type, v.attempt,
              v.outcome::"WebhookAttemptStatus", v.code, v.ms, v.err, v.attempted_at
         FROM u JOIN v ON v.id = u.id
       RETURNING 1
     ), al AS (
       INSERT INTO alerts (id, property_id, type, severity, message, data, created_at)
       SELECT v.alert_id, u.property_id, 'webhook.delivery_failed', 'error',
              format('Webhook delivery of %s event %s failed after %s attempts (last error: %s)', u.event_type, u.event_id, v.attempt,
                     COALESCE(v.err, 'HTTP ' || v.code)),
              jsonb_build_object('subscription_id', u.subscription_id, 'delivery_id', u.id, 'event_id', u.event_id,
                                 'event_type', u.event_type, 'attempts', v.attempt, 'last_response_code', v.code, 'last_error', v.err),
              $13::timestamptz
         FROM u JOIN v ON v.id = u.id WHERE v.alert_id IS NOT NULL
       RETURNING 1
     )
     SELECT u.id FROM u`,
    [
      col((r) => r.deliveryId),
      col((r) => r.lockToken),
      col((r) => r.attempt),
      col((r) => (r.ok ? "SUCCESS" : "FAILED")),
      col((r) => r.responseCode),
      col((r) => Math.max(0, Math.round(r.responseTimeMs))),
      col((r) => r.error),
      col((r) => r.attemptedAt.toISOString()),
      col((r) => r.newStatus),
      col((r) => r.nextAttemptAt?.toISOString() ?? null),
      col((r) => r.logId),
      col((r) => r.alertId),
      now,
    ],
  );
  return new Set(rows.map((r) => r.id));
}
