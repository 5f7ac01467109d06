// Event-bus naming. One JetStream stream holds every property's events; the subject is
// `<prefix>.<property_id>.<event type>` (e.g. `innkeep.0192….reservation.created`), so consumers filter by event
// type (`innkeep.*.guest.erased`), by property, or both. Patterns over event types use NATS wildcards per
// dot-separated token: `*` one token, `>` the rest (`guest.*`, `reservation.>`, `>`).

const TOKEN = /^[A-Za-z0-9_-]+$/;

export function subjectFor(prefix: string, propertyId: string, type: string): string {
  return `${prefix}.${propertyId}.${type}`;
}

export function filterSubject(prefix: string, typePattern: string, propertyId?: string): string {
  return `${prefix}.${propertyId ?? "*"}.${typePattern}`;
}

/** Throws unless `pattern` is an event type or a wildcard pattern over event types. */
export function assertTypePattern(pattern: string): void {
  const tokens = pattern.split(".");
  tokens.forEach((t, i) => {
    if (t === "*" || (t === ">" && i === tokens.length - 1) || TOKEN.test(t)) return;
    throw new Error(`invalid event type pattern "${pattern}"`);
  });
}

export function matchesTypePattern(pattern: string, type: string): boolean {
  const p = pattern.split(".");
  const t = type.split(".");
  for (let i = 0; i < p.length; i++) {
    if (p[i] === ">") return t.length > i;
    if (i >= t.length) return false;
    if (p[i] !== "*" && p[i] !== t[i]) return false;
  }
  return p.length === t.length;
}
