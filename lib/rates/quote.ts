// The price of a stay in one room: every night priced and taxed on its own. Availability shows this quote and
// booking stores exactly these nights (ReservationRoomNight), so a quote and the booked total cannot disagree.
import { eachNight, type DateOnly } from "./dates";
import { createNightlyPricer, type NightlyPricingInput } from "./nightly-rate";
import { taxForNight, type TaxRuleData } from "./tax";
import { divRoundHalfUp } from "./money";

export type QuoteInput = NightlyPricingInput & {
  arrival: DateOnly;
  departure: DateOnly;
  taxRules: readonly TaxRuleData[];
};

export type QuotedNight = { date: DateOnly; rate: number; tax: number };

export type StayQuote = {
  nights: QuotedNight[];
  roomTotal: number;
  taxTotal: number;
  grandTotal: number;
  /** Average nightly rate before tax, rounded half up: for display only, never for arithmetic. */
  perNight: number;
};

export function quoteStay(input: QuoteInput): StayQuote {
  const dates = eachNight(input.arrival, input.departure);
  if (dates.length === 0) throw new RangeError(`departure ${input.departure} must be after arrival ${input.arrival}`);
  const priceOf = createNightlyPricer(input);
  let roomTotal = 0;
  let taxTotal = 0;
  const nights = dates.map((date) => {
    const rate = priceOf(date);
    const tax = taxForNight(input.taxRules, date, rate).total;
    roomTotal += rate;
    taxTotal += tax;
    return { date, rate, tax };
  });
  return {
    nights,
    roomTotal,
    taxTotal,
    grandTotal: roomTotal + taxTotal,
    perNight: divRoundHalfUp(roomTotal, nights.length),
  };
}
