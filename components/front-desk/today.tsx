"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { errorMessage } from "../api/client";
import { formatDate, formatMinor } from "../api/format";
import { useCheckIn, useFrontOfficeList, useStatusSummary } from "../api/hooks";
import type { FrontOfficeReservation } from "../api/types";
import { addDays, usePropertyToday } from "../api/use-today";
import { STATUS_LOOK, type RoomStatusKey } from "../rooms/room-status";
import { useCan } from "../shell/staff-context";
import { buttonClass } from "../ui/button";
import { Card, PageHeader } from "../ui/card";
import { ReservationStatusBadge } from "./reservation-status";
import { Table, Td, Th } from "../ui/table";
import { EmptyState, ErrorState, LoadingState } from "../ui/spinner";
import { useToast } from "../ui/toast";

const COMBINED: RoomStatusKey[] = ["VACANT_CLEAN", "VACANT_DIRTY", "OCCUPIED_CLEAN", "OCCUPIED_DIRTY"];

export function TodayScreen() {
  const today = usePropertyToday();
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const isToday = date === today;
  const arrivals = useFrontOfficeList("arrivals", date, { live: isToday });
  const departures = useFrontOfficeList("departures", date, { live: isToday });
  const inHouse = useFrontOfficeList("in-house", date, { live: isToday });
  const summary = useStatusSummary({ live: true });
  const canCheckIn = useCan("reservations.check_in");
  const toast = useToast();
  const checkIn = useCheckIn();
  // One click: the API puts the guest in the room assigned in advance, or the best-ranked assignable room.
  const quickCheckIn = (r: FrontOfficeReservation) =>
    checkIn.mutate(
      { id: r.id },
      {
        onSuccess: (res) => toast.success(`${r.guest.name} checked in to room ${res.rooms.map((x) => x.room?.room_number ?? "?").join(", ")}`),
        onError: (e) => toast.error(`${r.guest.name}: ${errorMessage(e)}`),
      },
    );
  const busyId = checkIn.isPending ? checkIn.variables?.id : undefined;

  const inHouseRooms = inHouse.data?.data.reduce((n, r) => n + r.rooms.length, 0);
  const sellable = summary.data ? summary.data.total_rooms - summary.data.out_of_order : undefined;
  const occupancy = inHouseRooms !== undefined && sellable ? Math.round((inHouseRooms / sellable) * 1000) / 10 : undefined;

  return (
    <div className="space-y-4">
      <PageHeader
        title={isToday ? "Today" : `Front desk · ${formatDate(date)}`}
        subtitle={isToday ? formatDate(date) : "Viewing another day"}
        actions={
          <>
            <label className="text-sm">
              <span className="block font-medium">Business date</span>
              <input
                type="date"
                data-testid="today-date"
                value={date}
                onChange={(e) => setPicked(e.target.value || null)}
                className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
              />
            </label>
            <button type="button" className={buttonClass("secondary")} onClick={() => setPicked(addDays(date, -1))}>
              ‹ Previous day
            </button>
            <button type="button" className={buttonClass("secondary")} onClick={() => setPicked(addDays(date, 1))}>
              Next day ›
            </button>
            {!isToday ? (
              <button type="button" className={buttonClass("secondary")} onClick={() => setPicked(null)}>
                Back to today
              </button>
            ) : null}
          </>
        }
      />

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Kpi label="Arrivals" testId="kpi-arrivals" value={arrivals.data?.meta.total} sub={arrivals.data ? `${arrivals.data.data.filter((r) => r.status === "CHECKED_IN").length} checked in` : undefined} />
        <Kpi label="Departures" testId="kpi-departures" value={departures.data?.meta.total} sub={departures.data ? `${departures.data.data.filter((r) => r.status === "CHECKED_OUT").length} checked out` : undefined} />
        <Kpi label="In house" testId="kpi-in-house" value={inHouse.data?.meta.total} sub={inHouseRooms !== undefined ? `${inHouseRooms} rooms` : undefined} />
        <Kpi label="Occupancy" testId="kpi-occupancy" value={occupancy !== undefined ? `${occupancy}%` : undefined} sub={sellable !== undefined && inHouseRooms !== undefined ? `${inHouseRooms} of ${sellable} sellable rooms` : undefined} />
      </div>

      <Card title="Rooms by status (now)" testId="status-counts" actions={<span className="text-xs text-slate-600">Live</span>}>
        {summary.isPending ? (
          <LoadingState />
        ) : summary.isError ? (
          <ErrorState error={new Error(errorMessage(summary.error))} onRetry={() => summary.refetch()} />
        ) : (
          <ul className="flex flex-wrap gap-2">
            {COMBINED.map((s) => (
              <CountChip key={s} status={s} count={summary.data.by_status[s] ?? 0} />
            ))}
            <CountChip status="OUT_OF_ORDER" count={summary.data.out_of_order} />
            <CountChip status="OUT_OF_SERVICE" count={summary.data.out_of_service} />
            <li className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm" data-testid="fd-count-available">
              Available to sell <span className="font-semibold tabular-nums" data-testid="count">{summary.data.available}</span> of {summary.data.total_rooms}
            </li>
          </ul>
        )}
      </Card>

      <ListCard title="Arrivals" testId="arrivals" query={arrivals} empty="No arrivals on this day" kind="arrivals" canCheckIn={canCheckIn && isToday} onCheckIn={quickCheckIn} busyId={busyId} />
      <ListCard title="Departures" testId="departures" query={departures} empty="No departures on this day" kind="departures" canCheckIn={false} />
      <ListCard title="In house" testId="in-house" query={inHouse} empty="Nobody in house on this day" kind="in-house" canCheckIn={false} />
    </div>
  );
}

function Kpi({ label, value, sub, testId }: { label: string; value: ReactNode; sub?: ReactNode; testId: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <p className="text-sm text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="value">
        {value ?? "…"}
      </p>
      {sub ? <p className="text-xs text-slate-600">{sub}</p> : null}
    </div>
  );
}

function CountChip({ status, count }: { status: RoomStatusKey; count: number }) {
  const look = STATUS_LOOK[status];
  return (
    <li className={`flex items-center gap-2 rounded-lg border-2 px-3 py-2 text-sm ${look.tile}`} data-testid={`fd-count-${status}`}>
      {look.icon}
      {look.label}
      <span className="rounded bg-white/80 px-1.5 font-semibold tabular-nums" data-testid="count">
        {count}
      </span>
    </li>
  );
}

type ListQuery = ReturnType<typeof useFrontOfficeList>;

type RowActions = { canCheckIn: boolean; onCheckIn?: (r: FrontOfficeReservation) => void; busyId?: string };

function ListCard({ title, testId, query, empty, kind, canCheckIn, onCheckIn, busyId }: { title: string; testId: string; query: ListQuery; empty: string; kind: string } & RowActions) {
  return (
    <Card title={`${title}${query.data ? ` (${query.data.meta.total})` : ""}`} testId={testId}>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={new Error(errorMessage(query.error))} onRetry={() => query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <Table caption={title}>
          <thead>
            <tr>
              <Th>Guest</Th>
              <Th>Confirmation</Th>
              <Th>Stay</Th>
              <Th>Rooms</Th>
              <Th>Status</Th>
              <Th className="text-right">{kind === "departures" ? "Balance" : "Total"}</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {query.data.data.map((r) => (
              <Row key={r.id} r={r} kind={kind} canCheckIn={canCheckIn} onCheckIn={onCheckIn} busyId={busyId} />
            ))}
          </tbody>
        </Table>
      )}
      {query.data?.meta.hasNextPage ? <p className="mt-2 text-xs text-slate-600">Showing the first {query.data.data.length}; see Reservations for all.</p> : null}
    </Card>
  );
}

function Row({ r, kind, canCheckIn, onCheckIn, busyId }: { r: FrontOfficeReservation; kind: string } & RowActions) {
  return (
    <tr data-testid={`row-${r.confirmationNumber}`}>
      <Td className="font-medium">{r.guest.name}</Td>
      <Td className="font-mono text-xs">{r.confirmationNumber}</Td>
      <Td className="whitespace-nowrap">
        {formatDate(r.arrivalDate)} → {formatDate(r.departureDate)} <span className="text-slate-600">({r.nights}n)</span>
      </Td>
      <Td>
        {r.rooms.map((rm) => (
          <div key={rm.id} className="whitespace-nowrap">
            {rm.roomType.name}
            {rm.room ? <span className="ml-1 font-semibold">· {rm.room.roomNumber}</span> : null}
          </div>
        ))}
      </Td>
      <Td>
        <ReservationStatusBadge status={r.status} />
      </Td>
      <Td className="text-right tabular-nums">{formatMinor(kind === "departures" ? r.balanceDue : r.totalAmount)}</Td>
      <Td className="text-right whitespace-nowrap">
        <span className="inline-flex gap-1">
          {canCheckIn && kind === "arrivals" && r.status === "CONFIRMED" ? (
            <>
              {onCheckIn ? (
                <button type="button" className={buttonClass("primary", "sm")} data-testid="quick-check-in" disabled={!!busyId} onClick={() => onCheckIn(r)}>
                  {busyId === r.id ? "Checking in…" : "Check in"}
                </button>
              ) : null}
              <Link href={`/front-desk/reservations/${r.id}/check-in`} className={buttonClass("secondary", "sm")} data-testid="check-in">
                Pick room
              </Link>
            </>
          ) : null}
          <Link href={`/front-desk/reservations/${r.id}`} className={buttonClass("secondary", "sm")} aria-label={`View reservation ${r.confirmationNumber}`}>
            View
          </Link>
        </span>
      </Td>
    </tr>
  );
}
