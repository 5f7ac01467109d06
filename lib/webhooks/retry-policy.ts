// Spec document 2, "Retry policy": attempt 1 immediately, then 5 minutes, 30 minutes, 2 hours and 24 hours after
// the previous failure; after the 5th failed attempt the delivery is FAILED and an alert is raised.
export const MAX_ATTEMPTS = 5;
export const RETRY_DELAYS_MS = [5 * 60_000, 30 * 60_000, 2 * 3_600_000, 24 * 3_600_000] as const;
/** Receivers must answer within 5 seconds. */
export const DELIVERY_TIMEOUT_MS = 5_000;

/** After attempt `attempt` (1-based) failed at `failedAt`: when to try again, or null when it was the last. */
export function nextAttemptAt(attempt: number, failedAt: Date): Date | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  return new Date(failedAt.getTime() + RETRY_DELAYS_MS[attempt - 1]);
}
