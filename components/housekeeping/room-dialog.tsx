"use client";

import { useEffect, useState, type FormEvent } from "react";
import { ApiError, errorMessage } from "../api/client";
import { formatDate } from "../api/format";
import { useBlockRoom, useClearBlock, useSetRoomStatus } from "../api/hooks";
import { HK_STATUSES, type Room } from "../api/types";
import { addDays, usePropertyToday } from "../api/use-today";
import { HK_ICON, HK_LABEL, StatusChip, statusKeyOf } from "../rooms/room-status";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { FormError, TextAreaField, TextField } from "../ui/field";
import { useToast } from "../ui/toast";

export function RoomDialog({ room, onClose }: { room: Room | null; onClose: () => void }) {
  // The status mutation lives here, above the dialog body: the dialog closes at once (optimistic update) and the
  // body unmounts, while the mutation's callbacks must still run to toast the result or roll back.
  const toast = useToast();
  const setStatus = useSetRoomStatus();
  const pick = (r: Room, hk: string) => {
    onClose();
    setStatus.mutate(
      { roomId: r.id, hk_status: hk },
      {
        onSuccess: () => toast.success(`Room ${r.room_number} is now ${HK_LABEL[hk] ?? hk}`),
        onError: (e) => toast.error(`Room ${r.room_number}: ${errorMessage(e)}`),
      },
    );
  };
  return (
    <Dialog open={!!room} onClose={onClose} title={room ? `Room ${room.room_number}` : "Room"} testId="room-dialog" description={room ? room.room_type.name : undefined}>
      {room ? <RoomDialogBody room={room} onDone={onClose} onPick={(hk) => pick(room, hk)} /> : null}
    </Dialog>
  );
}

function RoomDialogBody({ room, onDone, onPick }: { room: Room; onDone: () => void; onPick: (hk: string) => void }) {
  const toast = useToast();
  const clear = useClearBlock();
  const [tab, setTab] = useState<"status" | "block">("status");
  const blocked = room.fo_status === "OUT_OF_ORDER" || room.fo_status === "OUT_OF_SERVICE";


  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusChip status={statusKeyOf(room)} />
        <span className="text-slate-700">Floor {room.floor}</span>
        {room.current_guest ? (
          <span className="text-slate-700">
            Guest {room.current_guest.name}, departs {formatDate(room.current_guest.checkout_date)}
          </span>
        ) : null}
      </div>

      <div role="tablist" aria-label="Room actions" className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {(
          [
            ["status", "Housekeeping status"],
            ["block", "Out of order / service"],
          ] as const
        ).map(([k, label]) => (
          <button
            key={k}
            role="tab"
            type="button"
            aria-selected={tab === k}
            aria-controls={`room-tab-${k}`}
            id={`room-tabbtn-${k}`}
            onClick={() => setTab(k)}
            className={`flex-1 rounded-md px-3 py-2 text-sm font-medium ${tab === k ? "bg-white shadow-sm" : "text-slate-700 hover:bg-white/60"}`}
          >
            {label}
          </button>
        ))}
      </div>

      {tab === "status" ? (
        <div role="tabpanel" id="room-tab-status" aria-labelledby="room-tabbtn-status">
          <p className="mb-2 text-sm text-slate-700">Tap the room&apos;s housekeeping status.</p>
          <div className="grid grid-cols-2 gap-2" data-testid="hk-status-buttons">
            {HK_STATUSES.map((hk) => (
              <button
                key={hk}
                type="button"
                aria-pressed={room.hk_status === hk}
                onClick={() => onPick(hk)}
                data-testid={`set-hk-${hk}`}
                className={`flex min-h-14 items-center justify-center gap-2 rounded-lg border-2 px-3 text-base font-semibold ${
                  room.hk_status === hk ? "border-indigo-700 bg-indigo-50 text-indigo-950" : "border-slate-300 bg-white text-slate-900 hover:bg-slate-50"
                }`}
              >
                {HK_ICON[hk]}
                {HK_LABEL[hk]}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <div role="tabpanel" id="room-tab-block" aria-labelledby="room-tabbtn-block" className="space-y-3">
          {blocked ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm" data-testid="current-block">
              <span>
                {room.fo_status === "OUT_OF_ORDER" ? "Out of order" : "Out of service"}
                {room.current_block ? (
                  <>
                    : {room.current_block.reason} ({formatDate(room.current_block.from_date)} → {formatDate(room.current_block.to_date)})
                  </>
                ) : null}
              </span>
              <Button
                variant="secondary"
                data-testid="return-to-service"
                disabled={clear.isPending}
                onClick={() =>
                  clear.mutate(
                    { roomId: room.id, kind: room.fo_status === "OUT_OF_ORDER" ? "OUT_OF_ORDER" : "OUT_OF_SERVICE" },
                    {
                      onSuccess: () => (toast.success(`Room ${room.room_number} is back in service`), onDone()),
                      onError: (e) => toast.error(errorMessage(e)),
                    },
                  )
                }
              >
                Return to service
              </Button>
            </div>
          ) : null}
          <BlockForm room={room} onDone={onDone} />
        </div>
      )}
    </div>
  );
}

function BlockForm({ room, onDone }: { room: Room; onDone: () => void }) {
  const toast = useToast();
  const today = usePropertyToday();
  const block = useBlockRoom();
  const [kind, setKind] = useState<"OUT_OF_ORDER" | "OUT_OF_SERVICE">("OUT_OF_ORDER");
  const [reason, setReason] = useState("");
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 1));
  const [notes, setNotes] = useState("");
  const [returnToInventory, setReturnToInventory] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    setFrom(today);
    setTo(addDays(today, 1));
  }, [today]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFormError(null);
    const local: Record<string, string> = {};
    if (!reason.trim()) local.reason = "Give a reason";
    if (!from) local.from_date = "Required";
    if (!to) local.to_date = "Required";
    if (Object.keys(local).length) return setErrors(local);
    block.mutate(
      { roomId: room.id, kind, reason: reason.trim(), from_date: from, to_date: to, notes: notes.trim() || undefined, return_to_inventory: returnToInventory },
      {
        onSuccess: () => {
          toast.success(`Room ${room.room_number} is ${kind === "OUT_OF_ORDER" ? "out of order" : "out of service"} from ${formatDate(from)} to ${formatDate(to)}`);
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.details.length) setErrors(err.fieldErrors());
          setFormError(errorMessage(err));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="block-form">
      <fieldset>
        <legend className="text-sm font-medium">Take the room out of use</legend>
        <div className="mt-1 flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="OUT_OF_ORDER" checked={kind === "OUT_OF_ORDER"} onChange={() => setKind("OUT_OF_ORDER")} />
            Out of order (not sellable)
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="OUT_OF_SERVICE" checked={kind === "OUT_OF_SERVICE"} onChange={() => setKind("OUT_OF_SERVICE")} />
            Out of service
          </label>
        </div>
      </fieldset>
      <TextField label="Reason" name="reason" value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} required placeholder="e.g. Leaking tap" />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="From" type="date" name="from_date" value={from} onChange={(e) => setFrom(e.target.value)} error={errors.from_date} required />
        <TextField label="Until (exclusive)" type="date" name="to_date" value={to} onChange={(e) => setTo(e.target.value)} error={errors.to_date} required hint="First day the room is usable again" />
      </div>
      <TextAreaField label="Notes" name="notes" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} error={errors.notes} />
      {kind === "OUT_OF_SERVICE" ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={returnToInventory} onChange={(e) => setReturnToInventory(e.target.checked)} />
          Keep the room sellable (short service, return to inventory)
        </label>
      ) : null}
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" variant="danger" disabled={block.isPending} data-testid="block-submit">
          {block.isPending ? "Saving…" : kind === "OUT_OF_ORDER" ? "Mark out of order" : "Mark out of service"}
        </Button>
      </div>
    </form>
  );
}
