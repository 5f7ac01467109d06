"use client";

import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { errorMessage } from "../api/client";
import { formatDate, formatMoney } from "../api/format";
import { useReservationList, type ReservationFilters } from "../api/hooks";
import { RESERVATION_STATUSES } from "../api/types";
import { usePropertyContext } from "../shell/property-context";
import { useCan } from "../shell/staff-context";
import { Button, buttonClass } from "../ui/button";
import { PageHeader } from "../ui/card";
import { EmptyState, ErrorState, LoadingState, Spinner } from "../ui/spinner";
import { Table, Td, Th } from "../ui/table";
import { ReservationStatusBadge, STATUS_LABEL } from "./reservation-status";

function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function ReservationList() {
  const { property } = usePropertyContext();
  const canCreate = useCan("reservations.write");
  const [guestName, setGuestName] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [statuses, setStatuses] = useState<string[]>([]);
  const [arrivalFrom, setArrivalFrom] = useState("");
  const [arrivalTo, setArrivalTo] = useState("");
  const name = useDebounced(guestName.trim());
  const conf = useDebounced(confirmation.trim());
  const filters = useMemo<ReservationFilters>(
    () => ({
      guest_name: name || undefined,
      confirmation_number: conf || undefined,
      status: statuses.length ? statuses : undefined,
      arrival_from: arrivalFrom || undefined,
      arrival_to: arrivalTo || undefined,
    }),
    [name, conf, statuses, arrivalFrom, arrivalTo],
  );
  const list = useReservationList(filters);
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const currency = property?.currency;
  const anyFilter = !!(guestName || confirmation || statuses.length || arrivalFrom || arrivalTo);

  const toggle = (s: string) => setStatuses((xs) => (xs.includes(s) ? xs.filter((x) => x !== s) : [...xs, s]));

  return (
    <div className="space-y-4">
      <PageHeader
        title="Reservations"
        subtitle="Search by guest or confirmation number; filter by status and arrival dates."
        actions={
          canCreate ? (
            <Link href="/front-desk/reservations/new" className={buttonClass("primary")}>
              New reservation
            </Link>
          ) : null
        }
      />
      <form role="search" aria-label="Filter reservations" onSubmit={(e) => e.preventDefault()} className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <label className="text-sm">
            <span className="block font-medium">Guest name</span>
            <input data-testid="filter-guest" value={guestName} onChange={(e) => setGuestName(e.target.value)} className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2" type="search" />
          </label>
          <label className="text-sm">
            <span className="block font-medium">Confirmation number</span>
            <input data-testid="filter-confirmation" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono" type="search" />
          </label>
          <label className="text-sm">
            <span className="block font-medium">Arriving from</span>
            <input type="date" data-testid="filter-arrival-from" value={arrivalFrom} onChange={(e) => setArrivalFrom(e.target.value)} className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2" />
          </label>
          <label className="text-sm">
            <span className="block font-medium">Arriving until</span>
            <input type="date" data-testid="filter-arrival-to" value={arrivalTo} onChange={(e) => setArrivalTo(e.target.value)} className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2" />
          </label>
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Status</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {RESERVATION_STATUSES.map((s) => (
              <label key={s} className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm ${statuses.includes(s) ? "border-indigo-700 bg-indigo-50" : "border-slate-300"}`}>
                <input type="checkbox" checked={statuses.includes(s)} onChange={() => toggle(s)} data-testid={`filter-status-${s}`} />
                {STATUS_LABEL[s]}
              </label>
            ))}
            {anyFilter ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setGuestName("");
                  setConfirmation("");
                  setStatuses([]);
                  setArrivalFrom("");
                  setArrivalTo("");
                }}
              >
                Clear filters
              </Button>
            ) : null}
          </div>
        </fieldset>
      </form>

      {list.isPending ? (
        <LoadingState label="Loading reservations…" />
      ) : list.isError ? (
        <ErrorState error={new Error(errorMessage(list.error))} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={anyFilter ? "No reservations match these filters" : "No reservations yet"} />
      ) : (
        <>
          <div aria-live="polite" className="text-sm text-slate-700">
            {list.isFetching && !list.isFetchingNextPage ? <Spinner label="Updating…" /> : `${rows.length}${list.hasNextPage ? "+" : ""} reservations`}
          </div>
          <Table caption="Reservations" testId="reservations-table">
            <thead>
              <tr>
                <Th>Confirmation</Th>
                <Th>Guest</Th>
                <Th>Arrival</Th>
                <Th>Departure</Th>
                <Th>Rooms</Th>
                <Th>Status</Th>
                <Th className="text-right">Total</Th>
                <Th className="text-right">Balance</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.id} data-testid={`reservation-row-${r.confirmation_number}`}>
                  <Td>
                    <Link href={`/front-desk/reservations/${r.id}`} className="font-mono text-xs font-semibold text-indigo-800 underline">
                      {r.confirmation_number}
                    </Link>
                  </Td>
                  <Td className="font-medium">{r.guest.name}</Td>
                  <Td className="whitespace-nowrap">{formatDate(r.arrival_date)}</Td>
                  <Td className="whitespace-nowrap">
                    {formatDate(r.departure_date)} <span className="text-slate-600">({r.nights}n)</span>
                  </Td>
                  <Td>
                    {r.rooms.map((rm) => (
                      <div key={rm.id} className="whitespace-nowrap">
                        {rm.room_type.name}
                        {rm.room ? <span className="ml-1 font-semibold">· {rm.room.room_number}</span> : null}
                      </div>
                    ))}
                  </Td>
                  <Td>
                    <ReservationStatusBadge status={r.status} />
                  </Td>
                  <Td className="text-right tabular-nums">{formatMoney(r.total_amount, (r.currency as string | undefined) ?? currency)}</Td>
                  <Td className="text-right tabular-nums">{formatMoney(r.balance_due, (r.currency as string | undefined) ?? currency)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage} data-testid="load-more">
                {list.isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
