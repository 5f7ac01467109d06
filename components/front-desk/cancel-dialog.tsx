"use client";

import { useState, type FormEvent } from "react";
import { errorMessage } from "../api/client";
import { formatMoney, formatTimestamp, humanize } from "../api/format";
import { useCancelReservation, useCancellationQuote } from "../api/hooks";
import type { ReservationDetail } from "../api/types";
import { usePropertyContext } from "../shell/property-context";
import { useCan } from "../shell/staff-context";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { FormError, TextAreaField } from "../ui/field";
import { Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";

/** Cancel with the fee shown first (the API's cancellation quote); managers can waive the fee. */
export function CancelDialog({ reservation: r, open, onClose }: { reservation: ReservationDetail; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Cancel reservation" description={`Reservation ${r.confirmation_number} · ${r.guest.name}`} testId="cancel-dialog">
      {open ? <Body r={r} onClose={onClose} /> : null}
    </Dialog>
  );
}

function Body({ r, onClose }: { r: ReservationDetail; onClose: () => void }) {
  const toast = useToast();
  const { property } = usePropertyContext();
  const canWaive = useCan("reservations.override");
  const quote = useCancellationQuote(r.id, true);
  const cancel = useCancelReservation();
  const [reason, setReason] = useState("");
  const [waive, setWaive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const currency = quote.data?.currency ?? r.currency;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    cancel.mutate(
      { id: r.id, reason: reason.trim() || undefined, waive_cancellation_fee: waive },
      {
        onSuccess: (res) => {
          toast.success(`Reservation ${r.confirmation_number} cancelled; fee ${formatMoney(res.cancellation_fee, currency)}, refund ${formatMoney(res.refund_amount, currency)}`);
          onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="cancel-quote" aria-live="polite">
        {quote.isPending ? (
          <Spinner label="Working out the fee…" />
        ) : quote.isError ? (
          <p className="text-red-800">{errorMessage(quote.error)}</p>
        ) : (
          <dl className="space-y-1">
            <div className="flex justify-between">
              <dt>Policy</dt>
              <dd>{humanize(quote.data.policy)}</dd>
            </div>
            {quote.data.free_cancellation_until ? (
              <div className="flex justify-between">
                <dt>Free cancellation until</dt>
                <dd>{formatTimestamp(quote.data.free_cancellation_until, property?.timeZone)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between font-semibold">
              <dt>Cancellation fee</dt>
              <dd className="tabular-nums" data-testid="cancel-fee">
                {waive ? (
                  <>
                    <s className="mr-2 font-normal">{formatMoney(quote.data.cancellation_fee, currency)}</s>
                    {formatMoney(0, currency)} (waived)
                  </>
                ) : (
                  formatMoney(quote.data.cancellation_fee, currency)
                )}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>Paid so far</dt>
              <dd className="tabular-nums">{formatMoney(quote.data.paid_amount, currency)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Refund</dt>
              <dd className="tabular-nums">{formatMoney(waive ? quote.data.paid_amount : quote.data.refund_amount, currency)}</dd>
            </div>
          </dl>
        )}
      </div>
      <TextAreaField label="Reason (optional)" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="cancel-reason" />
      {canWaive ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={waive} onChange={(e) => setWaive(e.target.checked)} data-testid="waive-fee" />
          Waive the cancellation fee (manager)
        </label>
      ) : null}
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep reservation
        </Button>
        <Button type="submit" variant="danger" disabled={cancel.isPending || quote.isPending} data-testid="confirm-cancel">
          {cancel.isPending ? "Cancelling…" : "Cancel reservation"}
        </Button>
      </div>
    </form>
  );
}
