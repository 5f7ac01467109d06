"use client";

import { useState, type FormEvent } from "react";
import { errorMessage } from "../api/client";
import { useNoShow } from "../api/hooks";
import type { ReservationDetail } from "../api/types";
import { useCan } from "../shell/staff-context";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { FormError, TextAreaField } from "../ui/field";
import { useToast } from "../ui/toast";

export function NoShowDialog({ reservation: r, open, onClose }: { reservation: ReservationDetail; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const canWaive = useCan("reservations.override");
  const noShow = useNoShow();
  const [reason, setReason] = useState("");
  const [waive, setWaive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    noShow.mutate(
      { id: r.id, reason: reason.trim() || undefined, waive_no_show_fee: waive },
      {
        onSuccess: () => {
          toast.success(`Reservation ${r.confirmation_number} marked as no-show`);
          onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} title="Mark as no-show" description={`${r.guest.name} did not arrive. The rate plan's no-show fee applies.`} testId="no-show-dialog">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextAreaField label="Note (optional)" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        {canWaive ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={waive} onChange={(e) => setWaive(e.target.checked)} />
            Waive the no-show fee (manager)
          </label>
        ) : null}
        <FormError message={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" variant="danger" disabled={noShow.isPending} data-testid="confirm-no-show">
            {noShow.isPending ? "Saving…" : "Mark no-show"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
