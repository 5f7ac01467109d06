import type { Tx } from "../db/client";

/**
 * The outbox sequence's current value: events created from now on get a higher `seq`. A subscription stores it
 * (`from_seq`) when it is created or resumed, so it never receives events from before that moment.
 */
export async function currentEventSeq(tx: Tx): Promise<bigint> {
  const [row] = await tx.$queryRawUnsafe<Array<{ seq: string }>>(
    `SELECT COALESCE(pg_sequence_last_value(pg_get_serial_sequence('domain_events', 'seq')::regclass), 0)::text AS seq`,
  );
  return BigInt(row.seq);
}
