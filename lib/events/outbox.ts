// Reading the outbox (`domain_events`) in commit-safe order, and the persisted positions of its relays.
//
// `seq` alone is not a safe cursor: a transaction can take seq 100, commit after the one that took seq 101, and a
// relay that already moved past 101 would never see 100. So every event also records its transaction id (`xid`,
// xid8), and relays read in (xid, seq) order and only events whose transaction is older than the oldest one still
// running (`pg_snapshot_xmin(pg_current_snapshot())`). Those are final — committed or rolled back — so nothing can
// later appear below the cursor. A relay's position is therefore (xid, seq) of the last event it handled.
import type { RawSql } from "../db/client";
import { toEnvelope, type EventEnvelope } from "./envelope";

export type OutboxPosition = { xid: string; seq: string };
export type OutboxEvent = EventEnvelope & { position: OutboxPosition };

export const START: OutboxPosition = { xid: "0", seq: "0" };

/** SQL condition: event `e` is after position ($x, $s) and final. */
export const AFTER_AND_FINAL = (alias: string, xidParam: string, seqParam: string) =>
  `(${alias}.xid, ${alias}.seq) > (${xidParam}::text::xid8, ${seqParam}::bigint) AND ${alias}.xid < pg_snapshot_xmin(pg_current_snapshot())`;

type Row = { id: string; seq: string; xid: string; property_id: string; type: string; data: unknown; created_at: Date | string };

export async function readOutbox(raw: RawSql, after: OutboxPosition, limit: number): Promise<OutboxEvent[]> {
  const rows = await raw.query<Row>(
    `SELECT e.id, e.seq::text AS seq, e.xid::text AS xid, e.property_id, e.type, e.data, e.created_at
       FROM domain_events e
      WHERE ${AFTER_AND_FINAL("e", "$1", "$2")}
      ORDER BY e.xid, e.seq
      LIMIT $3`,
    [after.xid, after.seq, limit],
  );
  return rows.map((r) => ({
    ...toEnvelope({ id: r.id, type: r.type, createdAt: r.created_at, propertyId: r.property_id, data: r.data }),
    position: { xid: r.xid, seq: r.seq },
  }));
}

/** The position just after every event that is final now (where a brand-new consumer starts). */
export async function headPosition(raw: RawSql): Promise<OutboxPosition> {
  const [row] = await raw.query<{ xid: string | null; seq: string | null }>(
    `SELECT e.xid::text AS xid, e.seq::text AS seq FROM domain_events e
      WHERE e.xid < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY e.xid DESC, e.seq DESC LIMIT 1`,
  );
  return row?.xid ? { xid: row.xid, seq: row.seq! } : START;
}

// ---------------------------------------------------------------------------------------------------------
// Cursors (event_cursors). A relay that does I/O between reading and advancing (publishing to NATS, calling a
// consumer) holds a lease on its cursor row instead of a row lock, so no database transaction stays open across
// network calls (PGlite has a single connection) and a crashed holder is replaced once the lease runs out.

export async function ensureCursor(raw: RawSql, name: string, initial: OutboxPosition = START, fromSeq = "0"): Promise<void> {
  await raw.query(
    `INSERT INTO event_cursors (name, last_xid, last_seq, from_seq) VALUES ($1, $2::bigint, $3::bigint, $4::bigint) ON CONFLICT (name) DO NOTHING`,
    [name, initial.xid, initial.seq, fromSeq],
  );
}

/** The outbox sequence's current value: every event created from now on has a higher seq. */
export const CURRENT_SEQ_SQL = `SELECT COALESCE(pg_sequence_last_value(pg_get_serial_sequence('domain_events', 'seq')::regclass), 0)::text AS seq`;

export async function currentSeq(raw: RawSql): Promise<string> {
  const [row] = await raw.query<{ seq: string }>(CURRENT_SEQ_SQL);
  return row.seq;
}

/** Takes (or renews) the lease; returns the cursor's position, or null while another holder's lease is valid. */
export async function acquireCursorLease(
  raw: RawSql,
  name: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<(OutboxPosition & { fromSeq: string }) | null> {
  const rows = await raw.query<{ xid: string; seq: string; fromSeq: string }>(
    `UPDATE event_cursors SET lease_owner = $2, lease_until = $3
      WHERE name = $1 AND (lease_owner IS NULL OR lease_owner = $2 OR lease_until IS NULL OR lease_until <= $4)
      RETURNING last_xid::text AS xid, last_seq::text AS seq, from_seq::text AS "fromSeq"`,
    [name, owner, new Date(now.getTime() + leaseMs), now],
  );
  return rows[0] ?? null;
}

/** Moves the cursor forward (never back) while the caller still holds the lease; false if the lease was lost. */
export async function advanceCursor(raw: RawSql, name: string, owner: string, to: OutboxPosition, now: Date, leaseMs: number): Promise<boolean> {
  const rows = await raw.query(
    `UPDATE event_cursors
        SET last_xid = CASE WHEN (last_xid, last_seq) < ($3::bigint, $4::bigint) THEN $3::bigint ELSE last_xid END,
            last_seq = CASE WHEN (last_xid, last_seq) < ($3::bigint, $4::bigint) THEN $4::bigint ELSE last_seq END,
            lease_until = $5, updated_at = $6
      WHERE name = $1 AND lease_owner = $2 RETURNING 1`,
    [name, owner, to.xid, to.seq, new Date(now.getTime() + leaseMs), now],
  );
  return rows.length === 1;
}

export async function releaseCursorLease(raw: RawSql, name: string, owner: string): Promise<void> {
  await raw.query(`UPDATE event_cursors SET lease_owner = NULL, lease_until = NULL WHERE name = $1 AND lease_owner = $2`, [name, owner]);
}
