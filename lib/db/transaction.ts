// Interactive transactions for writes that take inventory locks. Waiting for a pooled connection or for the row
// locks of a busy night is normal under load, so the limits are wider than Prisma's defaults (2 s / 5 s); a
// deadlock or write conflict reported by the database (never expected with ordered locks, but cheap to survive)
// and the caller's retryable errors re-run the whole transaction.
import { db, type Tx } from "./client";

export type TransactionOptions = {
  /** extra errors worth a fresh attempt, e.g. a unique-key collision of a random confirmation number */
  retryOn?: (e: unknown) => boolean;
  /** repairs what an error reports outside the aborted transaction (e.g. creates missing rows); true = try again */
  recover?: (e: unknown) => Promise<boolean>;
  attempts?: number;
};

export function isPrismaError(e: unknown, code: string): boolean {
  return !!e && typeof e === "object" && (e as { code?: unknown }).code === code;
}

function isTransient(e: unknown): boolean {
  if (isPrismaError(e, "P2034")) return true; // write conflict or deadlock
  const msg = e instanceof Error ? e.message : "";
  return /deadlock detected|could not serialize access/i.test(msg);
}

export async function writeTransaction<T>(fn: (tx: Tx) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
  const attempts = opts.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().$transaction(fn, { maxWait: 30_000, timeout: 60_000 });
    } catch (e) {
      if (attempt >= attempts) throw e;
      if (opts.recover && (await opts.recover(e))) continue;
      if (!(isTransient(e) || opts.retryOn?.(e))) throw e;
    }
  }
}

/**
 * Runs independent reads in parallel on the pooled client, one after another inside a transaction: a transaction is
 * one connection, and the pg driver deprecates overlapping queries on one connection (pg 9 will refuse them).
 */
export async function readAll<T extends readonly unknown[]>(client: object, thunks: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!isTransaction(client)) return (await Promise.all(thunks.map((f) => f()))) as unknown as T;
  const out: unknown[] = [];
  for (const f of thunks) out.push(await f());
  return out as unknown as T;
}

/** A transaction client lacks the connection-level methods ($connect, $disconnect, $on, $extends); it does have $transaction. */
export function isTransaction(client: object): boolean {
  return !("$connect" in client);
}
