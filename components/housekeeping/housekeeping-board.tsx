"use client";

import { useMemo, useState } from "react";
import { errorMessage } from "../api/client";
import { formatTimestamp } from "../api/format";
import { useRoomTypes, useRooms } from "../api/hooks";
import type { Room } from "../api/types";
import { usePropertyToday } from "../api/use-today";
import { HK_ICON, HK_LABEL, STATUS_LOOK, lookOf, statusKeyOf, type RoomStatusKey } from "../rooms/room-status";
import { IconLogout } from "../ui/icons";
import { EmptyState, ErrorState, LoadingState } from "../ui/spinner";
import { RoomDialog } from "./room-dialog";

const STATUS_ORDER = Object.keys(STATUS_LOOK) as RoomStatusKey[];

/** Floors sort as numbers when they are numbers ("2" before "10"), otherwise alphabetically. */
function floorCompare(a: string, b: string) {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.localeCompare(b);
}

function roomCompare(a: Room, b: Room) {
  return a.room_number.localeCompare(b.room_number, undefined, { numeric: true });
}

export function HousekeepingBoard() {
  const rooms = useRooms({ live: true });
  const roomTypes = useRoomTypes();
  const today = usePropertyToday();
  const [floor, setFloor] = useState("");
  const [status, setStatus] = useState("");
  const [typeId, setTypeId] = useState("");
  const [openRoomId, setOpenRoomId] = useState<string | null>(null);

  const all = useMemo(() => rooms.data?.filter((r) => r.is_active) ?? [], [rooms.data]);
  const floors = useMemo(() => [...new Set(all.map((r) => r.floor))].sort(floorCompare), [all]);
  // Counts follow the floor and type filters (not the status filter, so every count stays visible).
  const scoped = useMemo(() => all.filter((r) => (!floor || r.floor === floor) && (!typeId || r.room_type.id === typeId)), [all, floor, typeId]);
  const counts = useMemo(() => {
    const c = Object.fromEntries(STATUS_ORDER.map((s) => [s, 0])) as Record<RoomStatusKey, number>;
    for (const r of scoped) {
      const k = statusKeyOf(r);
      if (k) c[k]++;
    }
    return c;
  }, [scoped]);
  const shown = useMemo(() => scoped.filter((r) => !status || statusKeyOf(r) === status), [scoped, status]);
  const byFloor = useMemo(() => {
    const m = new Map<string, Room[]>();
    for (const r of shown) m.set(r.floor, [...(m.get(r.floor) ?? []), r]);
    return [...m.entries()].sort(([a], [b]) => floorCompare(a, b)).map(([f, rs]) => [f, rs.sort(roomCompare)] as const);
  }, [shown]);
  const openRoom = all.find((r) => r.id === openRoomId) ?? null;
  const departing = shown.filter((r) => r.current_guest?.checkout_date === today).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Housekeeping</h1>
          <p className="text-sm text-slate-700" aria-live="off">
            <span className="mr-1 inline-block h-2 w-2 rounded-full bg-emerald-600" aria-hidden="true" />
            Live — refreshes every few seconds.{" "}
            <span data-testid="last-updated">{rooms.dataUpdatedAt ? `Updated ${formatTimestamp(new Date(rooms.dataUpdatedAt).toISOString())}` : ""}</span>
          </p>
        </div>
        <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          <label className="text-sm">
            <span className="block font-medium">Floor</span>
            <select data-testid="filter-floor" value={floor} onChange={(e) => setFloor(e.target.value)} className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 sm:w-32">
              <option value="">All floors</option>
              {floors.map((f) => (
                <option key={f} value={f}>
                  Floor {f}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="block font-medium">Status</span>
            <select data-testid="filter-status" value={status} onChange={(e) => setStatus(e.target.value)} className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 sm:w-44">
              <option value="">All statuses</option>
              {STATUS_ORDER.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LOOK[s].label}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="block font-medium">Room type</span>
            <select data-testid="filter-type" value={typeId} onChange={(e) => setTypeId(e.target.value)} className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 sm:w-44">
              <option value="">All types</option>
              {roomTypes.data?.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <section aria-label="Rooms per status" className="flex flex-wrap gap-2" data-testid="hk-counts">
        {STATUS_ORDER.map((s) => {
          const look = STATUS_LOOK[s];
          const active = status === s;
          return (
            <button
              key={s}
              type="button"
              aria-pressed={active}
              onClick={() => setStatus(active ? "" : s)}
              data-testid={`hk-count-${s}`}
              className={`flex items-center gap-2 rounded-lg border-2 px-3 py-2 text-sm ${look.tile} ${active ? "ring-2 ring-indigo-700 ring-offset-1" : ""}`}
            >
              {look.icon}
              <span>{look.label}</span>
              <span className="rounded bg-white/80 px-1.5 font-semibold tabular-nums" data-testid="count">
                {counts[s]}
              </span>
            </button>
          );
        })}
        <span className="flex items-center gap-2 rounded-lg border-2 border-dashed border-slate-400 px-3 py-2 text-sm" data-testid="hk-count-departing">
          <IconLogout />
          Departing today <span className="font-semibold tabular-nums">{departing}</span>
        </span>
      </section>

      {rooms.isPending ? (
        <LoadingState label="Loading rooms…" />
      ) : rooms.isError ? (
        <ErrorState error={new Error(errorMessage(rooms.error))} onRetry={() => rooms.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title="No rooms match these filters">
          <button type="button" className="text-indigo-800 underline" onClick={() => (setFloor(""), setStatus(""), setTypeId(""))}>
            Clear filters
          </button>
        </EmptyState>
      ) : (
        <div className="space-y-5">
          {byFloor.map(([f, list]) => (
            <section key={f} aria-labelledby={`floor-${f}`} data-testid={`floor-${f}`}>
              <h2 id={`floor-${f}`} className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
                Floor {f} <span className="font-normal normal-case">· {list.length} rooms</span>
              </h2>
              <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
                {list.map((r) => (
                  <li key={r.id}>
                    <RoomTile room={r} today={today} onOpen={() => setOpenRoomId(r.id)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <RoomDialog room={openRoom} onClose={() => setOpenRoomId(null)} />
    </div>
  );
}

function RoomTile({ room, today, onOpen }: { room: Room; today: string; onOpen: () => void }) {
  const key = statusKeyOf(room);
  const look = lookOf(key);
  const departs = room.current_guest?.checkout_date === today;
  const hk = HK_LABEL[room.hk_status] ?? room.hk_status;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      data-testid={`room-tile-${room.room_number}`}
      data-status={key ?? room.status}
      data-hk-status={room.hk_status}
      data-room-type-name={room.room_type.name}
      className={`flex min-h-28 w-full flex-col items-start gap-1 rounded-xl border-l-8 border-y border-r p-2.5 text-left shadow-sm transition hover:shadow-md active:scale-[0.98] ${look.tile}`}
    >
      <span className="flex w-full items-baseline justify-between gap-1">
        <span className="text-xl font-bold tabular-nums">
          <span className="sr-only">Room </span>
          {room.room_number}
        </span>
        <span className="text-xs font-medium text-slate-700">
          <span className="sr-only">, {room.room_type.name} </span>
          <span aria-hidden="true">{room.room_type.code}</span>
        </span>
      </span>
      <span className="flex items-center gap-1 text-xs font-semibold text-slate-900">
        {look.icon}
        <span className="sr-only">, </span>
        {look.label}
      </span>
      <span className="flex items-center gap-1 text-xs text-slate-800">
        {HK_ICON[room.hk_status]}
        <span className="sr-only">, housekeeping </span>
        {hk}
      </span>
      {room.current_block ? (
        <span className="line-clamp-2 text-xs text-slate-800" data-testid="block-reason">
          <span className="sr-only">, </span>
          {room.current_block.reason}
        </span>
      ) : null}
      {departs ? (
        <span className="mt-auto inline-flex items-center gap-1 rounded bg-slate-900 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white" data-testid="departs-today">
          <IconLogout />
          <span className="sr-only">, </span>
          Departs today
        </span>
      ) : null}
    </button>
  );
}
