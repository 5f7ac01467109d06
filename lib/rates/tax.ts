// Tax on a room night from dated slab rules (the TaxRule table). Pure: callers load the property's rules.
//
// Rule matching: validFrom <= night <= validTo (both inclusive, validTo null = open-ended) and
// minAmount <= tariff <= maxAmount (both inclusive, in paise, maxAmount null = no upper bound). India's GST slab
// is chosen by the tariff of each night, so a stay that crosses a rate change or a weekend price that crosses
// ₹7,500 is taxed night by night.
import { asDateOnly, type DateOnly } from "./dates";
import { assertMinorUnits, percentOf, toHundredths, type DecimalLike } from "./money";

/** The fields of a TaxRule row that decide the tax (dates as Date from Prisma or YYYY-MM-DD). */
export type TaxRuleData = {
  name?: string;
  /** Only ROOM_NIGHT rules price room nights; rows without the field are taken as ROOM_NIGHT. */
  appliesTo?: string;
  validFrom: Date | DateOnly;
  validTo?: Date | DateOnly | null;
  minAmount: number;
  maxAmount?: number | null;
  ratePercent: DecimalLike;
  splitCgstSgst: boolean;
};

export type NightTax = {
  total: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The rule's rate, e.g. 5 or 18; 0 when no rule matched. */
  ratePercent: number;
};

export const ROOM_NIGHT = "ROOM_NIGHT";

const NO_TAX: NightTax = Object.freeze({ total: 0, cgst: 0, sgst: 0, igst: 0, ratePercent: 0 });

/** The rule for a night, or undefined. Overlapping rules: the latest validFrom wins, then the highest minAmount. */
export function findTaxRule<R extends TaxRuleData>(rules: readonly R[], date: Date | DateOnly, tariff: number): R | undefined {
  const night = asDateOnly(date);
  let best: { rule: R; from: DateOnly } | undefined;
  for (const rule of rules) {
    if ((rule.appliesTo ?? ROOM_NIGHT) !== ROOM_NIGHT) continue;
    const from = asDateOnly(rule.validFrom);
    if (night < from) continue; // YYYY-MM-DD strings compare like the dates they spell
    if (rule.validTo != null && night > asDateOnly(rule.validTo)) continue;
    if (tariff < rule.minAmount) continue;
    if (rule.maxAmount != null && tariff > rule.maxAmount) continue;
    if (!best || from > best.from || (from === best.from && rule.minAmount > best.rule.minAmount)) {
      best = { rule, from };
    }
  }
  return best?.rule;
}

/** Tax on one night's tariff (paise), rounded half up per night; CGST + SGST always equals the total. */
export function taxForNight(rules: readonly TaxRuleData[], date: Date | DateOnly, tariffPaise: number): NightTax {
  assertMinorUnits(tariffPaise, "tariff");
  const rule = findTaxRule(rules, date, tariffPaise);
  if (!rule) return { ...NO_TAX };
  const ratePercent = toHundredths(rule.ratePercent) / 100;
  const total = percentOf(tariffPaise, rule.ratePercent);
  if (!rule.splitCgstSgst) return { total, cgst: 0, sgst: 0, igst: total, ratePercent };
  // Intra-state supply: half central, half state tax. An odd paisa goes to SGST so the halves add up exactly.
  const cgst = Math.floor(total / 2);
  return { total, cgst, sgst: total - cgst, igst: 0, ratePercent };
}

/** A rule as the seed inserts it into TaxRule (per property). */
export type TaxRuleSeed = {
  name: string;
  appliesTo: typeof ROOM_NIGHT;
  validFrom: DateOnly;
  validTo: DateOnly | null;
  minAmount: number;
  maxAmount: number | null;
  ratePercent: number;
  splitCgstSgst: boolean;
};

/**
 * GST on hotel accommodation in India (intra-state: CGST + SGST halves), by tariff per unit per night.
 *  - 2017-07-01 … 2025-09-21: up to ₹1,000 exempt; ₹1,001–7,500 12 %; above ₹7,500 18 %.
 *  - from 2025-09-22 (GST rate rationalisation): up to ₹7,500 5 %; above ₹7,500 18 %.
 * Seed data only: the live table is TaxRule, editable per property, so a future change is a data change.
 */
export const INDIA_GST_ROOM_RULES: readonly TaxRuleSeed[] = Object.freeze([
  gst("GST accommodation ≤ ₹1,000 (exempt)", "2017-07-01", "2025-09-21", 0, 100_000, 0),
  gst("GST accommodation ₹1,001–7,500", "2017-07-01", "2025-09-21", 100_001, 750_000, 12),
  gst("GST accommodation > ₹7,500", "2017-07-01", "2025-09-21", 750_001, null, 18),
  gst("GST accommodation ≤ ₹7,500", "2025-09-22", null, 0, 750_000, 5),
  gst("GST accommodation > ₹7,500", "2025-09-22", null, 750_001, null, 18),
]);

function gst(
  name: string,
  validFrom: DateOnly,
  validTo: DateOnly | null,
  minAmount: number,
  maxAmount: number | null,
  ratePercent: number,
): TaxRuleSeed {
  return { name, appliesTo: ROOM_NIGHT, validFrom, validTo, minAmount, maxAmount, ratePercent, splitCgstSgst: true };
}
