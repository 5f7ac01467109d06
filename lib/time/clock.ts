// Injectable time. Background work (webhook schedule, leases, relays) asks a Clock instead of `new Date()`, so
// tests can run the whole 24-hour retry schedule in seconds. SQL gets the clock's time as a parameter and never
// calls now() for scheduling decisions.
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
