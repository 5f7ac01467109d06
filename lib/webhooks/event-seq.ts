import type { Tx } from "../db/client";
import { CURRENT_SEQ_SQL } from "../events/outbox";

/**
 * The outbox sequence's current value, inside the caller's transaction: events created from now on get a higher
 * `seq`. A subscription stores it (`from_seq`) when it is created or resumed, so it never receives events from
 * before that moment.
 */
export async function currentEventSeq(tx: Tx): Promise<bigint> {
  const [row] = await tx.$queryRawUnsafe<Array<{ seq: string }>>(CURRENT_SEQ_SQL);
  return BigInt(row.seq);
}
