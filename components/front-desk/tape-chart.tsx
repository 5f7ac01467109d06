"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { addDays, weekdayOf } from "@/lib/rates/dates";
import { errorMessage } from "../api/client";
import { formatDate, formatDayShort, formatWeekday } from "../api/format";
import { useTapeChart } from "../api/hooks";
import type { TapeChart } from "../api/types";
import { usePropertyToday } from "../api/use-today";
import { useCan } from "../shell/staff-context";
import { Button } from "../ui/button";
import { PageHeader } from "../ui/card";
import { ErrorState, LoadingState, Spinner } from "../ui/spinner";
import { STATUS_LABEL } from "./reservation-status";

const DAYS = 14;
type Stay = TapeChart["stays"][number];
type Block = TapeChart["blocks"][number];
type Row =
  | { kind: "group"; key: string; label: string; count: number }
  | { kind: "room"; key: string; room: TapeChart["rooms"][number]; typeCode: string; stays: Stay[]; blocks: Block[] }
  | { kind: "lane"; key: string; label: string; roomTypeId: string | null; stays: Stay[] }
  | { kind: "unassigned"; key: string; groupKey: string; label: string; stays: Stay[]; expanded: boolean };

const BAR: Record<string, string> = {
  PENDING: "bg-amber-200 text-amber-950 border-amber-600",
  CONFIRMED: "bg-sky-200 text-sky-950 border-sky-700",
  CHECKED_IN: "bg-emerald-200 text-emerald-950 border-emerald-700",
  CHECKED_OUT: "bg-slate-200 text-slate-800 border-slate-500",
};

/** Greedy interval packing: unassigned stays of a room type on as few lanes as possible (display only). */
function packLanes(stays: Stay[]): Stay[][] {
  const lanes: Stay[][] = [];
  for (const s of [...stays].sort((a, b) => a.arrival_date.localeCompare(b.arrival_date))) {
    const lane = lanes.find((l) => l[l.length - 1].departure_date <= s.arrival_date);
    if (lane) lane.push(s);
    else lanes.push([s]);
  }
  return lanes;
}

function dayIndex(from: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function TapeChartScreen() {
  const today = usePropertyToday();
  const [from, setFrom] = useState<string | null>(null);
  const start = from ?? today;
  const [groupBy, setGroupBy] = useState<"type" | "floor">("type");
  const q = useTapeChart(start, DAYS);
  const days = useMemo(() => Array.from({ length: DAYS }, (_, i) => addDays(start, i)), [start]);

  return (
    <div className="space-y-4">
      <PageHeader
        title="Tape chart"
        subtitle={`${formatDate(days[0])} – ${formatDate(days[DAYS - 1])}`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setFrom(addDays(start, -7))} data-testid="tape-prev-week">
              ‹ Previous week
            </Button>
            <Button variant="secondary" onClick={() => setFrom(null)} disabled={start === today}>
              Today
            </Button>
            <Button variant="secondary" onClick={() => setFrom(addDays(start, 7))} data-testid="tape-next-week">
              Next week ›
            </Button>
            <label className="text-sm">
              <span className="block font-medium">Start</span>
              <input type="date" value={start} onChange={(e) => setFrom(e.target.value || null)} className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2" />
            </label>
            <label className="text-sm">
              <span className="block font-medium">Group by</span>
              <select value={groupBy} onChange={(e) => setGroupBy(e.target.value as "type" | "floor")} className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2" data-testid="tape-group-by">
                <option value="type">Room type</option>
                <option value="floor">Floor</option>
              </select>
            </label>
          </>
        }
      />
      <Legend />
      {q.isPending ? (
        <LoadingState label="Loading the tape chart…" />
      ) : q.isError ? (
        <ErrorState error={new Error(errorMessage(q.error))} onRetry={() => q.refetch()} />
      ) : (
        <>
          {q.isFetching ? <Spinner label="Refreshing…" /> : null}
          <Chart chart={q.data} days={days} today={today} groupBy={groupBy} />
        </>
      )}
    </div>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-3 text-xs" aria-label="Legend">
      {Object.entries(BAR).map(([s, cls]) => (
        <li key={s} className="flex items-center gap-1">
          <span className={`inline-block h-3 w-6 rounded border ${cls}`} aria-hidden="true" />
          {STATUS_LABEL[s]}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <span className="inline-block h-3 w-6 rounded border border-slate-700 bg-[repeating-linear-gradient(45deg,#cbd5e1_0,#cbd5e1_4px,#f1f5f9_4px,#f1f5f9_8px)]" aria-hidden="true" />
        Out of order / service
      </li>
      <li className="flex items-center gap-1">
        <span className="inline-block h-3 w-6 rounded border border-dashed border-indigo-400 bg-white" aria-hidden="true" />
        Free — click to book
      </li>
    </ul>
  );
}

function Chart({ chart, days, today, groupBy }: { chart: TapeChart; days: string[]; today: string; groupBy: "type" | "floor" }) {
  const router = useRouter();
  const canBook = useCan("reservations.write");
  const from = days[0];
  const gridRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ r: number; c: number } | null>(null);
  // Bookings not yet assigned to a room: a per-night count row per room type, expanded into bars on demand.
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const toggle = (k: string) => setExpanded((s) => (s.has(k) ? new Set([...s].filter((x) => x !== k)) : new Set([...s, k])));

  const rows = useMemo<Row[]>(() => {
    const typeById = new Map(chart.room_types.map((t) => [t.id, t]));
    const staysByRoom = new Map<string, Stay[]>();
    const unassignedByType = new Map<string, Stay[]>();
    for (const s of chart.stays) {
      if (s.room_id) staysByRoom.set(s.room_id, [...(staysByRoom.get(s.room_id) ?? []), s]);
      else unassignedByType.set(s.room_type_id, [...(unassignedByType.get(s.room_type_id) ?? []), s]);
    }
    const blocksByRoom = new Map<string, Block[]>();
    for (const b of chart.blocks) blocksByRoom.set(b.room_id, [...(blocksByRoom.get(b.room_id) ?? []), b]);
    const roomRow = (room: TapeChart["rooms"][number]): Row => ({
      kind: "room",
      key: room.id,
      room,
      typeCode: typeById.get(room.room_type_id)?.code ?? "",
      stays: staysByRoom.get(room.id) ?? [],
      blocks: blocksByRoom.get(room.id) ?? [],
    });
    const out: Row[] = [];
    if (groupBy === "type") {
      for (const t of chart.room_types) {
        const rooms = chart.rooms.filter((r) => r.room_type_id === t.id);
        out.push({ kind: "group", key: `g-${t.id}`, label: t.name, count: rooms.length });
        const un = unassignedByType.get(t.id) ?? [];
        if (un.length) {
          const open = expanded.has(t.id);
          out.push({ kind: "unassigned", key: `s-${t.id}`, groupKey: t.id, label: t.name, stays: un, expanded: open });
          if (open) packLanes(un).forEach((lane, i) => out.push({ kind: "lane", key: `u-${t.id}-${i}`, label: "Unassigned", roomTypeId: t.id, stays: lane }));
        }
        out.push(...rooms.map(roomRow));
      }
    } else {
      const all = [...unassignedByType.values()].flat();
      if (all.length) {
        out.push({ kind: "group", key: "g-unassigned", label: "Not yet assigned to a room", count: all.length });
        const open = expanded.has("all");
        out.push({ kind: "unassigned", key: "s-all", groupKey: "all", label: "all room types", stays: all, expanded: open });
        if (open) packLanes(all).forEach((lane, i) => out.push({ kind: "lane", key: `u-${i}`, label: "Unassigned", roomTypeId: null, stays: lane }));
      }
      const floors = [...new Set(chart.rooms.map((r) => r.floor))].sort((a, b) => (Number(a) - Number(b)) || a.localeCompare(b));
      for (const f of floors) {
        const rooms = chart.rooms.filter((r) => r.floor === f);
        out.push({ kind: "group", key: `f-${f}`, label: `Floor ${f}`, count: rooms.length });
        out.push(...rooms.map(roomRow));
      }
    }
    return out;
  }, [chart, groupBy, expanded]);

  // Roving focus over the free cells: one tab stop for the whole grid, arrow keys move between cells.
  const roomRows = rows.map((r, i) => (r.kind === "room" ? i : -1)).filter((i) => i >= 0);
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const el = e.target as HTMLElement;
    const r = Number(el.dataset.r);
    const c = Number(el.dataset.c);
    if (!Number.isFinite(r) || !Number.isFinite(c)) return;
    let nr = r;
    let nc = c;
    if (e.key === "ArrowRight") nc = Math.min(c + 1, days.length - 1);
    else if (e.key === "ArrowLeft") nc = Math.max(c - 1, 0);
    else if (e.key === "ArrowDown") nr = roomRows[Math.min(roomRows.indexOf(r) + 1, roomRows.length - 1)];
    else if (e.key === "ArrowUp") nr = roomRows[Math.max(roomRows.indexOf(r) - 1, 0)];
    else return;
    e.preventDefault();
    const target = gridRef.current?.querySelector<HTMLElement>(`[data-r="${nr}"][data-c="${nc}"]`);
    if (target) {
      setFocus({ r: nr, c: nc });
      target.focus();
    }
  };
  const firstFree = useMemo(() => {
    for (const i of roomRows) {
      const row = rows[i];
      if (row.kind !== "room") continue;
      for (let c = 0; c < days.length; c++) if (days[c] >= today && isFree(row, days[c])) return { r: i, c };
    }
    return null;
  }, [rows, roomRows, days, today]);
  const active = focus ?? firstFree;

  // Fixed day columns: bars never widen a day (their text is cut with an ellipsis; the full text is in the link).
  const cols = `8.5rem repeat(${days.length}, 4.75rem)`;
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="tape-chart">
      <div ref={gridRef} className="min-w-max text-xs" onKeyDown={onKey}>
        <div className="sticky top-0 z-20 grid border-b border-slate-300 bg-slate-50" style={{ gridTemplateColumns: cols }}>
          <div className="sticky left-0 z-10 bg-slate-50 px-2 py-2 font-semibold">Room</div>
          {days.map((d) => {
            const wd = weekdayOf(d);
            return (
              <div key={d} className={`border-l border-slate-200 px-1 py-1 text-center ${d === today ? "bg-indigo-100 font-semibold text-indigo-950" : wd === 0 || wd === 6 ? "bg-slate-100" : ""}`} data-testid={`day-${d}`}>
                <div>{formatWeekday(d)}</div>
                <div>{formatDayShort(d)}</div>
              </div>
            );
          })}
        </div>
        {rows.map((row, i) => {
          if (row.kind === "group") {
            return (
              <div key={row.key} className="sticky left-0 border-b border-slate-200 bg-slate-100 px-2 py-1 text-xs font-semibold tracking-wide text-slate-800 uppercase">
                {row.label} <span className="font-normal normal-case">· {row.count}</span>
              </div>
            );
          }
          if (row.kind === "unassigned") {
            return (
              <div key={row.key} className="grid h-9 border-b border-slate-100 bg-amber-50/60" style={{ gridTemplateColumns: cols }} data-testid={`tape-unassigned-${row.groupKey}`}>
                <div className="sticky left-0 z-10 flex items-center border-r border-slate-200 bg-amber-50 px-1" style={{ gridRow: 1, gridColumn: 1 }}>
                  <button
                    type="button"
                    aria-expanded={row.expanded}
                    onClick={() => toggle(row.groupKey)}
                    className="flex w-full items-center gap-1 rounded px-1 py-1 text-left font-medium hover:bg-amber-100"
                    data-testid="toggle-unassigned"
                  >
                    <span aria-hidden="true">{row.expanded ? "▾" : "▸"}</span>
                    Unassigned ({row.stays.length})<span className="sr-only"> bookings of {row.label}</span>
                  </button>
                </div>
                {days.map((d, c) => {
                  const n = row.stays.filter((s) => s.arrival_date <= d && d < s.departure_date).length;
                  return (
                    <div key={d} className="flex items-center justify-center border-l border-slate-100 text-amber-950 tabular-nums" style={{ gridRow: 1, gridColumn: c + 2 }}>
                      {n > 0 ? n : ""}
                      {n > 0 ? <span className="sr-only"> unassigned on {formatDate(d)}</span> : null}
                    </div>
                  );
                })}
              </div>
            );
          }
          const label = row.kind === "room" ? (
            <div className="sticky left-0 z-10 flex items-center justify-between gap-1 border-r border-slate-200 bg-white px-2" style={{ gridRow: 1, gridColumn: 1 }}>
              <span className="font-semibold">{row.room.room_number}</span>
              <span className="text-slate-600">{row.typeCode}</span>
            </div>
          ) : (
            <div className="sticky left-0 z-10 flex items-center border-r border-slate-200 bg-amber-50 px-2 italic" style={{ gridRow: 1, gridColumn: 1 }}>
              {row.label}
            </div>
          );
          return (
            <div key={row.key} className="grid h-9 border-b border-slate-100" style={{ gridTemplateColumns: cols }} data-testid={row.kind === "room" ? `tape-row-${row.room.room_number}` : "tape-lane"}>
              {label}
              {days.map((d, c) => {
                const weekend = weekdayOf(d) === 0 || weekdayOf(d) === 6;
                const bg = d === today ? "bg-indigo-50" : weekend ? "bg-slate-50" : "";
                if (row.kind === "room" && canBook && d >= today && isFree(row, d)) {
                  const tab = active && active.r === i && active.c === c ? 0 : -1;
                  return (
                    <button
                      key={d}
                      type="button"
                      tabIndex={tab}
                      data-r={i}
                      data-c={c}
                      data-testid={`free-${row.room.room_number}-${d}`}
                      aria-label={`Book a ${chart.room_types.find((t) => t.id === row.room.room_type_id)?.name ?? "room"} from ${formatDate(d)} (room ${row.room.room_number} is free)`}
                      onFocus={() => setFocus({ r: i, c })}
                      onClick={() => router.push(`/front-desk/reservations/new?arrival=${d}&departure=${addDays(d, 1)}&room_type_id=${row.room.room_type_id}`)}
                      className={`border-l border-slate-100 hover:bg-indigo-100 focus:relative focus:z-30 ${bg}`}
                      style={{ gridRow: 1, gridColumn: c + 2 }}
                    />
                  );
                }
                return <div key={d} className={`border-l border-slate-100 ${bg}`} style={{ gridRow: 1, gridColumn: c + 2 }} aria-hidden="true" />;
              })}
              {row.kind === "room" ? row.blocks.map((b) => <BlockBar key={b.id} b={b} from={from} days={days.length} />) : null}
              {row.stays.map((s) => (
                <StayBar key={s.reservation_room_id} s={s} from={from} days={days.length} />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function isFree(row: Extract<Row, { kind: "room" }>, d: string): boolean {
  if (row.stays.some((s) => s.arrival_date <= d && d < s.departure_date)) return false;
  if (row.blocks.some((b) => b.from_date <= d && d < b.to_date)) return false;
  return true;
}

function span(from: string, start: string, end: string, days: number) {
  const a = Math.max(0, dayIndex(from, start));
  const b = Math.min(days, dayIndex(from, end));
  return { a, b, clippedLeft: dayIndex(from, start) < 0, clippedRight: dayIndex(from, end) > days };
}

function StayBar({ s, from, days }: { s: Stay; from: string; days: number }) {
  const { a, b, clippedLeft, clippedRight } = span(from, s.arrival_date, s.departure_date, days);
  if (b <= a) return null;
  return (
    <Link
      href={`/front-desk/reservations/${s.reservation_id}`}
      data-testid={`stay-${s.confirmation_number}`}
      title={`${s.guest_name} · ${s.confirmation_number} · ${s.arrival_date} → ${s.departure_date}`}
      className={`relative z-10 mx-0.5 my-1 block min-w-0 truncate border px-1.5 leading-[1.55rem] font-medium shadow-sm hover:brightness-95 ${BAR[s.status] ?? BAR.CONFIRMED} ${clippedLeft ? "rounded-l-none" : "rounded-l-md"} ${clippedRight ? "rounded-r-none" : "rounded-r-md"}`}
      style={{ gridRow: 1, gridColumn: `${a + 2} / ${b + 2}` }}
    >
      {clippedLeft ? <span aria-hidden="true">‹ </span> : null}
      {s.guest_name}
      {s.status === "CHECKED_IN" ? " · in house" : ""}
      <span className="sr-only">
        , {STATUS_LABEL[s.status] ?? s.status}, {formatDate(s.arrival_date)} to {formatDate(s.departure_date)}, reservation {s.confirmation_number}
      </span>
    </Link>
  );
}

function BlockBar({ b, from, days }: { b: Block; from: string; days: number }) {
  const { a, b: end } = span(from, b.from_date, b.to_date, days);
  if (end <= a) return null;
  const label = b.kind === "OUT_OF_ORDER" ? "Out of order" : "Out of service";
  return (
    <div
      data-testid={`block-${b.id}`}
      title={`${label}: ${b.reason} (${b.from_date} → ${b.to_date})`}
      className={`relative z-10 mx-0.5 my-1 block min-w-0 truncate rounded-md border px-1.5 leading-[1.55rem] font-medium ${
        b.kind === "OUT_OF_ORDER" ? "border-slate-700 text-slate-900" : "border-violet-700 text-violet-950"
      } bg-[repeating-linear-gradient(45deg,#e2e8f0_0,#e2e8f0_6px,#f8fafc_6px,#f8fafc_12px)]`}
      style={{ gridRow: 1, gridColumn: `${a + 2} / ${end + 2}` }}
    >
      {label}: {b.reason}
    </div>
  );
}
