"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { errorMessage } from "../api/client";
import { formatDate, humanize } from "../api/format";
import { useAssignableRooms, useCheckIn, useMoveRoom, useReservation } from "../api/hooks";
import type { AssignableRoom, ReservationDetail, ReservationRoom } from "../api/types";
import { usePropertyToday } from "../api/use-today";
import { HK_ICON, HK_LABEL } from "../rooms/room-status";
import { useCan } from "../shell/staff-context";
import { Badge } from "../ui/badge";
import { Button, buttonClass } from "../ui/button";
import { Card, PageHeader } from "../ui/card";
import { FormError, TextField } from "../ui/field";
import { EmptyState, ErrorState, LoadingState } from "../ui/spinner";
import { useToast } from "../ui/toast";
import { NoShowDialog } from "./no-show-dialog";
import { ReservationStatusBadge } from "./reservation-status";

/** Preferences the desk can ask the ranking for (the API scores rooms against them; the list is open-ended). */
const PREFERENCES = ["HIGH_FLOOR", "LOW_FLOOR", "SEA_VIEW", "CITY_VIEW", "BALCONY", "BATHTUB", "QUIET", "NEAR_ELEVATOR", "ACCESSIBLE"];

export function CheckInScreen({ id }: { id: string }) {
  const q = useReservation(id);
  if (q.isPending) return <LoadingState label="Loading reservation…" />;
  if (q.isError) return <ErrorState error={new Error(errorMessage(q.error))} onRetry={() => q.refetch()} />;
  return <CheckIn r={q.data} />;
}

function CheckIn({ r }: { r: ReservationDetail }) {
  const today = usePropertyToday();
  const [noShow, setNoShow] = useState(false);
  const rawPrefs = r.guest.preferences;
  const guestPrefs = Array.isArray(rawPrefs) ? rawPrefs.map(String) : [];
  const [prefs, setPrefs] = useState<string[]>(guestPrefs);
  const checkedIn = r.status === "CHECKED_IN";
  const open = r.status === "CONFIRMED" || r.status === "PENDING";
  const canNoShow = useCan("reservations.cancel") && open && r.arrival_date <= today;
  const togglePref = (p: string) => setPrefs((xs) => (xs.includes(p) ? xs.filter((x) => x !== p) : [...xs, p]));

  return (
    <div className="space-y-4">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {checkedIn ? "Room move" : "Check in"} · {r.guest.name}
            <ReservationStatusBadge status={r.status} />
          </span>
        }
        subtitle={
          <span>
            <span className="font-mono">{r.confirmation_number}</span> · {formatDate(r.arrival_date)} → {formatDate(r.departure_date)} · {r.nights} night{r.nights === 1 ? "" : "s"}
            {r.special_requests ? <> · Requests: {r.special_requests}</> : null}
          </span>
        }
        actions={
          <>
            <Link href={`/front-desk/reservations/${r.id}`} className={buttonClass("secondary")}>
              Reservation details
            </Link>
            {canNoShow ? (
              <Button variant="secondary" onClick={() => setNoShow(true)} data-testid="action-no-show">
                No-show
              </Button>
            ) : null}
          </>
        }
      />

      {r.status === "PENDING" ? (
        <EmptyState title="This reservation is pending (not guaranteed). Confirm it on the reservation page before checking in." />
      ) : !open && !checkedIn ? (
        <EmptyState title={`This reservation is ${humanize(r.status).toLowerCase()}; there is nothing to check in.`} />
      ) : open && r.arrival_date > today ? (
        <EmptyState title={`Arrival is on ${formatDate(r.arrival_date)}; check-in opens on the day of arrival.`} />
      ) : open && r.departure_date <= today ? (
        <EmptyState title={`The stay ended on ${formatDate(r.departure_date)}; record a no-show or change the dates.`} />
      ) : (
        <>
          <fieldset className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <legend className="sr-only">Guest preferences</legend>
            <p className="mb-2 text-sm font-medium">Guest preferences (rooms are ranked against these)</p>
            <div className="flex flex-wrap gap-2">
              {PREFERENCES.map((p) => (
                <label key={p} className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm ${prefs.includes(p) ? "border-indigo-700 bg-indigo-50" : "border-slate-300"}`}>
                  <input type="checkbox" checked={prefs.includes(p)} onChange={() => togglePref(p)} />
                  {humanize(p)}
                </label>
              ))}
            </div>
          </fieldset>
          {checkedIn ? <MoveRooms r={r} prefs={prefs} today={today} /> : <AssignAndCheckIn r={r} prefs={prefs} />}
        </>
      )}
      <NoShowDialog reservation={r} open={noShow} onClose={() => setNoShow(false)} />
    </div>
  );
}

function AssignAndCheckIn({ r, prefs }: { r: ReservationDetail; prefs: string[] }) {
  const router = useRouter();
  const toast = useToast();
  const checkIn = useCheckIn();
  const [picked, setPicked] = useState<Record<string, { id: string; number: string }>>({});
  const [error, setError] = useState<string | null>(null);
  const [override, setOverride] = useState(false);
  const canOverride = useCan("reservations.override");
  const single = r.rooms.length === 1;

  const go = (rooms: Array<{ reservation_room_id: string; room_id: string; room_number: string }>) => {
    setError(null);
    checkIn.mutate(
      single ? { id: r.id, room_id: rooms[0].room_id, override_room_status: override } : { id: r.id, rooms: rooms.map(({ reservation_room_id, room_id }) => ({ reservation_room_id, room_id })), override_room_status: override },
      {
        onSuccess: () => {
          toast.success(`${r.guest.name} checked in to room ${rooms.map((x) => x.room_number).join(", ")}`);
          router.push(`/front-desk/reservations/${r.id}`);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <div className="space-y-4">
      {r.rooms.map((rm, i) => (
        <RoomPicker
          key={rm.id}
          index={i}
          count={r.rooms.length}
          rm={rm}
          arrival={r.arrival_date}
          departure={r.departure_date}
          prefs={prefs}
          exclude={Object.entries(picked)
            .filter(([k]) => k !== rm.id)
            .map(([, v]) => v.id)}
          selected={picked[rm.id]?.id}
          onSelect={(room) => setPicked((p) => ({ ...p, [rm.id]: { id: room.id, number: room.room_number } }))}
          busy={checkIn.isPending}
          onOneClick={single ? (room) => go([{ reservation_room_id: rm.id, room_id: room.id, room_number: room.room_number }]) : undefined}
        />
      ))}
      {canOverride ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />
          Allow a room that is not clean or inspected (manager override)
        </label>
      ) : null}
      <FormError message={error} />
      {!single ? (
        <div className="flex justify-end">
          <Button
            disabled={checkIn.isPending || r.rooms.some((rm) => !picked[rm.id])}
            onClick={() => go(r.rooms.map((rm) => ({ reservation_room_id: rm.id, room_id: picked[rm.id].id, room_number: picked[rm.id].number })))}
            data-testid="check-in-all"
          >
            Check in {r.rooms.length} rooms
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function RoomPicker({
  index,
  count,
  rm,
  arrival,
  departure,
  prefs,
  exclude,
  selected,
  onSelect,
  busy,
  onOneClick,
}: {
  index: number;
  count: number;
  rm: ReservationRoom;
  arrival: string;
  departure: string;
  prefs: string[];
  exclude: string[];
  selected?: string;
  onSelect: (room: AssignableRoom) => void;
  busy: boolean;
  onOneClick?: (room: AssignableRoom) => void;
}) {
  const q = useAssignableRooms({ room_type_id: rm.room_type.id, arrival_date: arrival, departure_date: departure, preferences: prefs.length ? prefs : undefined });
  const list = (q.data ?? []).filter((x) => !exclude.includes(x.id));
  const top = list[0];
  const chosen = list.find((x) => x.id === selected);
  return (
    <Card
      title={`${count > 1 ? `Room ${index + 1} of ${count}: ` : ""}${rm.room_type.name} · ${rm.rate_plan.name} · ${rm.adults} adult${rm.adults === 1 ? "" : "s"}${rm.children ? `, ${rm.children} child${rm.children === 1 ? "" : "ren"}` : ""}`}
      testId="room-picker"
    >
      {q.isPending ? (
        <LoadingState label="Ranking rooms…" />
      ) : q.isError ? (
        <ErrorState error={new Error(errorMessage(q.error))} onRetry={() => q.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No assignable room of this type for the stay">Clean or inspect a room on the housekeeping board, or move another stay.</EmptyState>
      ) : (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-emerald-600 bg-emerald-50 p-3" data-testid="top-room" data-room-number={top.room_number}>
            <div>
              <p className="text-sm text-emerald-950">Best match</p>
              <p className="text-xl font-bold">
                Room {top.room_number} <span className="text-sm font-normal">· floor {top.floor} · score {top.match_score}</span>
              </p>
              <Matches room={top} />
            </div>
            {onOneClick ? (
              <Button onClick={() => onOneClick(top)} disabled={busy} data-testid="check-in-top" className="min-h-12 text-base">
                {busy ? "Checking in…" : `Check in to ${top.room_number}`}
              </Button>
            ) : (
              <Button variant={selected === top.id ? "primary" : "secondary"} onClick={() => onSelect(top)} aria-pressed={selected === top.id}>
                {selected === top.id ? "Chosen" : "Choose"}
              </Button>
            )}
          </div>
          <details className="rounded-lg border border-slate-200" open={count > 1}>
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Or choose another room ({list.length - 1} more)</summary>
            <ul className="divide-y divide-slate-100" data-testid="assignable-list">
              {list.slice(1).map((room) => (
                <li key={room.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm" data-testid="assignable-room" data-room-number={room.room_number}>
                  <div>
                    <span className="font-semibold">Room {room.room_number}</span> <span className="text-slate-700">· floor {room.floor} · score {room.match_score}</span>
                    <Matches room={room} />
                  </div>
                  {onOneClick ? (
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => onOneClick(room)}>
                      Check in here<span className="sr-only"> (room {room.room_number})</span>
                    </Button>
                  ) : (
                    <Button size="sm" variant={selected === room.id ? "primary" : "secondary"} onClick={() => onSelect(room)} aria-pressed={selected === room.id}>
                      {selected === room.id ? "Chosen" : "Choose"}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </details>
          {chosen && !onOneClick ? <p className="text-sm">Chosen: room {chosen.room_number}</p> : null}
        </div>
      )}
    </Card>
  );
}

function Matches({ room }: { room: AssignableRoom }) {
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1 text-xs">
      <span className="inline-flex items-center gap-1 text-slate-800">
        {HK_ICON[room.hk_status]}
        {HK_LABEL[room.hk_status] ?? room.hk_status}
      </span>
      {room.preference_matches.map((m) => (
        <Badge key={m} tone="success">
          ✓ {humanize(m)}
        </Badge>
      ))}
      {room.features
        .filter((f) => !room.preference_matches.includes(f))
        .map((f) => (
          <Badge key={f}>{humanize(f)}</Badge>
        ))}
    </div>
  );
}

function MoveRooms({ r, prefs, today }: { r: ReservationDetail; prefs: string[]; today: string }) {
  return (
    <div className="space-y-4">
      {r.rooms.map((rm) => (
        <MoveOne key={rm.id} r={r} rm={rm} prefs={prefs} from={r.arrival_date > today ? r.arrival_date : today} />
      ))}
    </div>
  );
}

function MoveOne({ r, rm, prefs, from }: { r: ReservationDetail; rm: ReservationRoom; prefs: string[]; from: string }) {
  const toast = useToast();
  const move = useMoveRoom();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const q = useAssignableRooms({ room_type_id: rm.room_type.id, arrival_date: from, departure_date: r.departure_date, preferences: prefs.length ? prefs : undefined });
  const list = (q.data ?? []).filter((x) => x.id !== rm.room?.id);
  const doMove = (room: AssignableRoom) => {
    setError(null);
    move.mutate(
      { id: r.id, room_id: room.id, reservation_room_id: rm.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => toast.success(`${r.guest.name} moved from room ${rm.room?.room_number ?? "?"} to ${room.room_number}`),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  return (
    <Card title={`Currently in room ${rm.room?.room_number ?? "—"} (${rm.room_type.name})`} testId="move-room">
      <TextField label="Reason for the move (optional)" value={reason} onChange={(e) => setReason(e.target.value)} className="mb-3 max-w-md" />
      <FormError message={error} />
      {q.isPending ? (
        <LoadingState label="Ranking rooms…" />
      ) : q.isError ? (
        <ErrorState error={new Error(errorMessage(q.error))} onRetry={() => q.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No other room of this type is free for the rest of the stay" />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {list.map((room, i) => (
            <li key={room.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm" data-testid="move-target" data-room-number={room.room_number}>
              <div>
                <span className="font-semibold">Room {room.room_number}</span> <span className="text-slate-700">· floor {room.floor} · score {room.match_score}</span>
                {i === 0 ? (
                  <Badge tone="success" className="ml-2">
                    Best match
                  </Badge>
                ) : null}
                <Matches room={room} />
              </div>
              <Button size="sm" variant={i === 0 ? "primary" : "secondary"} disabled={move.isPending} onClick={() => doMove(room)}>
                Move here<span className="sr-only"> (room {room.room_number})</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
