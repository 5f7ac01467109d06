// Turns an audit row's `changes` ({fields: [{field, from, to}], ...context}) into one readable line. Display only.
import { formatDate, formatMoney, humanize } from "../api/format";

type Change = { field: string; from?: unknown; to?: unknown };

const STATUS_WORDS: Record<string, string> = {
  PENDING: "Pending",
  CONFIRMED: "Confirmed",
  CHECKED_IN: "Checked in",
  CHECKED_OUT: "Checked out",
  CANCELLED: "Cancelled",
  NO_SHOW: "No-show",
};

const isMoneyField = (field: string) => /(amount|fee|_rate|^rate|total|price)$/.test(field) || /(amount|fee)/.test(field);
const isDate = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);

export function formatValue(field: string, v: unknown, currency?: string): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "number") return isMoneyField(field) ? formatMoney(v, currency) : String(v);
  if (isDate(v)) return formatDate(v);
  if (typeof v === "string") return field === "status" || field.endsWith(".status") ? (STATUS_WORDS[v] ?? humanize(v)) : field === "source" ? humanize(v) : v;
  if (Array.isArray(v)) return v.map((x) => formatValue(field, x, currency)).join(", ");
  const o = v as Record<string, unknown>;
  if (typeof o.room_type === "string") {
    const who = typeof o.adults === "number" ? `, ${o.adults} adult${o.adults === 1 ? "" : "s"}${typeof o.children === "number" && o.children ? ` + ${o.children} child${o.children === 1 ? "" : "ren"}` : ""}` : "";
    return `${o.room_type}${typeof o.rate_plan === "string" ? ` (${o.rate_plan})` : ""}${who}`;
  }
  if (typeof o.name === "string") return o.name;
  if (typeof o.room_number === "string") return `room ${o.room_number}`;
  return Object.entries(o)
    .filter(([, x]) => x !== null && x !== undefined && x !== "")
    .map(([k, x]) => `${humanize(k)} ${formatValue(k, x, currency)}`)
    .join(", ");
}

function label(field: string): string {
  // rooms[0].room → "Room 1 room"
  return humanize(field.replace(/\[(\d+)\]\./g, (_, i) => ` ${Number(i) + 1} `).replace(/_/g, " ").replace(/\s+/g, " ").trim());
}

function describeFields(fields: unknown[], currency?: string): string[] {
  return fields
    .filter((c): c is Change => !!c && typeof c === "object" && "field" in c)
    .map((c) => {
      const f = String(c.field);
      const to = formatValue(f, c.to, currency);
      if (c.from === null || c.from === undefined) return `${label(f)}: ${to}`;
      return `${label(f)}: ${formatValue(f, c.from, currency)} → ${to}`;
    });
}

export function describeChanges(changes: unknown, currency?: string): string {
  if (!changes || typeof changes !== "object") return "";
  if (Array.isArray(changes)) return describeFields(changes, currency).join("; ");
  const { fields, ...context } = changes as { fields?: unknown } & Record<string, unknown>;
  const parts = Array.isArray(fields) ? describeFields(fields, currency) : [];
  for (const [k, v] of Object.entries(context)) {
    if (v === null || v === undefined || v === "" || k === "confirmation_number") continue;
    if (v && typeof v === "object" && !Array.isArray(v) && ("from" in v || "to" in v)) {
      parts.push(...describeFields([{ field: k, ...(v as object) }], currency));
    } else parts.push(`${label(k)}: ${formatValue(k, v, currency)}`);
  }
  return parts.join("; ");
}
