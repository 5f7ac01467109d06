"use client";

import { useEffect, useState, type FormEvent } from "react";
import { ApiError, errorMessage } from "../api/client";
import { formatMoney } from "../api/format";
import { useChangeQuote, useUpdateReservation } from "../api/hooks";
import type { ReservationDetail } from "../api/types";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { FormError, TextField } from "../ui/field";
import { Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";

/** Change the stay dates: the new price (from the API's change quote) is shown before anything is saved. */
export function ChangeDatesDialog({ reservation: r, open, onClose }: { reservation: ReservationDetail; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Change dates" description={`Reservation ${r.confirmation_number}`} testId="change-dates-dialog">
      {open ? <Body r={r} onClose={onClose} /> : null}
    </Dialog>
  );
}

function Body({ r, onClose }: { r: ReservationDetail; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateReservation();
  const [arrival, setArrival] = useState(r.arrival_date);
  const [departure, setDeparture] = useState(r.departure_date);
  const [dates, setDates] = useState<{ arrival_date: string; departure_date: string } | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const changed = arrival !== r.arrival_date || departure !== r.departure_date;
  const localError = !arrival || !departure ? "Give both dates" : departure <= arrival ? "Departure must be after arrival" : null;

  useEffect(() => {
    if (!changed || localError) return setDates(undefined);
    const t = window.setTimeout(() => setDates({ arrival_date: arrival, departure_date: departure }), 250);
    return () => window.clearTimeout(t);
  }, [arrival, departure, changed, localError]);

  const quote = useChangeQuote(r.id, dates);
  const currency = quote.data?.currency ?? r.currency;
  const quoteErrors = quote.error instanceof ApiError ? quote.error.fieldErrors() : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    if (localError) return setErrors({ departure_date: localError });
    const body: { id: string; arrival_date?: string; departure_date?: string } = { id: r.id };
    if (arrival !== r.arrival_date) body.arrival_date = arrival;
    if (departure !== r.departure_date) body.departure_date = departure;
    update.mutate(body, {
      onSuccess: (res) => {
        toast.success(`Dates changed; new total ${formatMoney(res?.total_amount ?? quote.data?.proposed.total_amount, currency)}`);
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError) setErrors(err.fieldErrors());
        setFormError(errorMessage(err));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Arrival"
          type="date"
          value={arrival}
          disabled={r.status === "CHECKED_IN"}
          hint={r.status === "CHECKED_IN" ? "The guest is in house" : undefined}
          onChange={(e) => setArrival(e.target.value)}
          error={errors.arrival_date ?? quoteErrors.arrival_date}
          data-testid="change-arrival"
        />
        <TextField
          label="Departure"
          type="date"
          value={departure}
          onChange={(e) => setDeparture(e.target.value)}
          error={errors.departure_date ?? quoteErrors.departure_date ?? (changed ? (localError ?? undefined) : undefined)}
          data-testid="change-departure"
        />
      </div>
      <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="change-quote" aria-live="polite">
        {!changed ? (
          <p>Pick new dates to see the new price.</p>
        ) : localError ? null : quote.isFetching || !dates ? (
          <Spinner label="Pricing the new dates…" />
        ) : quote.isError ? (
          <p className="text-red-800">{errorMessage(quote.error)}</p>
        ) : quote.data ? (
          <dl className="space-y-1">
            <div className="flex justify-between">
              <dt>Current total</dt>
              <dd className="tabular-nums">{formatMoney(quote.data.current.total_amount, currency)}</dd>
            </div>
            <div className="flex justify-between font-semibold">
              <dt>New total ({quote.data.nights} night{quote.data.nights === 1 ? "" : "s"})</dt>
              <dd className="tabular-nums" data-testid="new-total">
                {formatMoney(quote.data.proposed.total_amount, currency)}
              </dd>
            </div>
            <div className="flex justify-between text-slate-700">
              <dt>Difference</dt>
              <dd className="tabular-nums">
                {quote.data.difference > 0 ? "+" : ""}
                {formatMoney(quote.data.difference, currency)}
              </dd>
            </div>
            {!quote.data.available ? (
              <p className="font-medium text-red-800" data-testid="change-unavailable">
                {quote.data.unavailable_reason ?? "No rooms available for the new dates"}
              </p>
            ) : null}
          </dl>
        ) : null}
      </div>
      <FormError message={formError} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep dates
        </Button>
        <Button type="submit" disabled={!changed || !!localError || update.isPending || !quote.data || !quote.data.available} data-testid="save-dates">
          {update.isPending ? "Saving…" : "Save new dates"}
        </Button>
      </div>
    </form>
  );
}
