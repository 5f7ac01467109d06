// Display formatting only (numbers come from the API already computed).
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number | null | undefined, currency = "INR"): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return "—";
  let f = moneyFormats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("en-IN", { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(currency, f);
  }
  return f.format(amount);
}

/** Minor units (document-3 money objects) → display. */
export function formatMinor(m: { value: number; currency: string } | null | undefined): string {
  if (!m) return "—";
  return formatMoney(m.value / 100, m.currency);
}

const DAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const DAY_SHORT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const WEEKDAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });

/** `YYYY-MM-DD` (a calendar date, no time zone) → "Mon, 3 Mar 2026". */
export function formatDate(d: string | null | undefined): string {
  if (!d) return "—";
  const t = Date.parse(`${d.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(t) ? d : DAY.format(t);
}
export function formatDayShort(d: string): string {
  return DAY_SHORT.format(Date.parse(`${d}T00:00:00Z`));
}
export function formatWeekday(d: string): string {
  return WEEKDAY.format(Date.parse(`${d}T00:00:00Z`));
}

export function formatTimestamp(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return "—";
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone }).format(t);
}

export function humanize(code: string | null | undefined): string {
  if (!code) return "—";
  const s = code.toLowerCase().replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}
