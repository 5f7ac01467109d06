"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { ApiError, errorMessage } from "../api/client";
import { formatDate, formatMoney, formatTimestamp, humanize } from "../api/format";
import { useConfirmReservation, useReservation, useReservationHistory } from "../api/hooks";
import type { ReservationDetail } from "../api/types";
import { usePropertyToday } from "../api/use-today";
import { usePropertyContext } from "../shell/property-context";
import { useCan } from "../shell/staff-context";
import { Button, buttonClass } from "../ui/button";
import { Card, PageHeader } from "../ui/card";
import { ErrorState, LoadingState } from "../ui/spinner";
import { useToast } from "../ui/toast";
import { Table, Td, Th } from "../ui/table";
import { CancelDialog } from "./cancel-dialog";
import { ChangeDatesDialog } from "./change-dates-dialog";
import { NoShowDialog } from "./no-show-dialog";
import { describeChanges } from "./history-format";
import { ReservationStatusBadge } from "./reservation-status";

export function ReservationDetailScreen({ id }: { id: string }) {
  const q = useReservation(id);
  if (q.isPending) return <LoadingState label="Loading reservation…" />;
  if (q.isError) {
    if (q.error instanceof ApiError && q.error.status === 404) {
      return (
        <div data-testid="not-found" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <h1 className="text-xl font-semibold">Reservation not found</h1>
          <p className="mt-1 text-sm text-slate-700">It does not exist in this property. Check the selected property or search again.</p>
          <Link href="/front-desk/reservations" className="mt-3 inline-block text-sm font-medium text-indigo-800 underline">
            Back to reservations
          </Link>
        </div>
      );
    }
    return <ErrorState error={new Error(errorMessage(q.error))} onRetry={() => q.refetch()} />;
  }
  return <Detail r={q.data} />;
}

function Detail({ r }: { r: ReservationDetail }) {
  const { property } = usePropertyContext();
  const currency = r.currency ?? property?.currency;
  const today = usePropertyToday();
  const canWrite = useCan("reservations.write");
  const canCancel = useCan("reservations.cancel");
  const canCheckIn = useCan("reservations.check_in");
  const [dialog, setDialog] = useState<null | "dates" | "cancel" | "no-show">(null);
  const confirm = useConfirmReservation();
  const toast = useToast();
  const open = r.status === "PENDING" || r.status === "CONFIRMED";
  const arrivedDue = open && r.arrival_date <= today;
  const money = (n: number | null | undefined) => formatMoney(n, currency);
  const nights = r.rooms.flatMap((rm) => (rm.nights ?? []).map((n) => ({ ...n, room: rm })));

  return (
    <div className="space-y-4">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span>
              Reservation <span className="font-mono" data-testid="confirmation-number">{r.confirmation_number}</span>
            </span>
            <ReservationStatusBadge status={r.status} />
          </span>
        }
        subtitle={
          <span>
            {r.guest.name} · {formatDate(r.arrival_date)} → {formatDate(r.departure_date)} · {r.nights} night{r.nights === 1 ? "" : "s"}
          </span>
        }
        actions={
          <>
            {canWrite && r.status === "PENDING" ? (
              <Button
                onClick={() =>
                  confirm.mutate(
                    { id: r.id },
                    { onSuccess: () => toast.success(`Reservation ${r.confirmation_number} confirmed`), onError: (e) => toast.error(errorMessage(e)) },
                  )
                }
                disabled={confirm.isPending}
                data-testid="action-confirm"
              >
                Confirm
              </Button>
            ) : null}
            {canCheckIn && r.status === "CONFIRMED" && r.arrival_date <= today && r.departure_date > today ? (
              <Link href={`/front-desk/reservations/${r.id}/check-in`} className={buttonClass("primary")} data-testid="action-check-in">
                Check in
              </Link>
            ) : null}
            {canCheckIn && r.status === "CHECKED_IN" ? (
              <Link href={`/front-desk/reservations/${r.id}/check-in`} className={buttonClass("secondary")} data-testid="action-move-room">
                Move room
              </Link>
            ) : null}
            {canWrite && open ? (
              <Button variant="secondary" onClick={() => setDialog("dates")} data-testid="action-change-dates">
                Change dates
              </Button>
            ) : null}
            {canCancel && arrivedDue ? (
              <Button variant="secondary" onClick={() => setDialog("no-show")} data-testid="action-no-show">
                No-show
              </Button>
            ) : null}
            {canCancel && open ? (
              <Button variant="danger" onClick={() => setDialog("cancel")} data-testid="action-cancel">
                Cancel reservation
              </Button>
            ) : null}
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Guest" testId="guest-card">
          <dl className="space-y-1 text-sm">
            <Item label="Name">{r.guest.name}</Item>
            <Item label="Email">{r.guest.email ?? "—"}</Item>
            <Item label="Phone">{r.guest.phone ?? "—"}</Item>
          </dl>
        </Card>
        <Card title="Stay">
          <dl className="space-y-1 text-sm">
            <Item label="Arrival">{formatDate(r.arrival_date)}</Item>
            <Item label="Departure">{formatDate(r.departure_date)}</Item>
            <Item label="Source">{humanize(r.source)}</Item>
            <Item label="Special requests">{r.special_requests || "—"}</Item>
            <Item label="Booked">{formatTimestamp(r.created_at, property?.timeZone)}</Item>
          </dl>
        </Card>
        <Card title="Totals" testId="totals">
          <dl className="space-y-1 text-sm">
            {r.room_amount !== undefined ? <Item label="Room charges">{money(r.room_amount)}</Item> : null}
            {r.tax_amount !== undefined ? <Item label="Taxes">{money(r.tax_amount)}</Item> : null}
            <Item label="Total" strong>
              <span data-testid="total-amount">{money(r.total_amount)}</span>
            </Item>
            <Item label="Paid">{money(r.paid_amount)}</Item>
            <Item label="Balance due" strong>
              {money(r.balance_due)}
            </Item>
            {r.cancellation_fee !== null && r.cancellation_fee !== undefined ? <Item label="Cancellation / no-show fee">{money(r.cancellation_fee)}</Item> : null}
            {r.refund_amount !== null && r.refund_amount !== undefined ? <Item label="Refund">{money(r.refund_amount)}</Item> : null}
            {r.cancel_reason ? <Item label="Reason">{r.cancel_reason}</Item> : null}
          </dl>
        </Card>
      </div>

      <Card title="Rooms" testId="rooms-card">
        <Table caption="Rooms">
          <thead>
            <tr>
              <Th>Room type</Th>
              <Th>Rate plan</Th>
              <Th>Guests</Th>
              <Th>Room</Th>
              <Th className="text-right">Avg. per night</Th>
              {r.rooms.some((rm) => rm.room_amount !== undefined) ? <Th className="text-right">Room charges</Th> : null}
              {r.rooms.some((rm) => rm.tax_amount !== undefined) ? <Th className="text-right">Taxes</Th> : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {r.rooms.map((rm) => (
              <tr key={rm.id}>
                <Td>{rm.room_type.name}</Td>
                <Td>{rm.rate_plan.name}</Td>
                <Td>
                  {rm.adults} adult{rm.adults === 1 ? "" : "s"}
                  {rm.children ? `, ${rm.children} child${rm.children === 1 ? "" : "ren"}` : ""}
                </Td>
                <Td data-testid="assigned-room">{rm.room ? rm.room.room_number : <span className="text-slate-600">Not assigned</span>}</Td>
                <Td className="text-right tabular-nums">{money(rm.rate_per_night)}</Td>
                {rm.room_amount !== undefined ? <Td className="text-right tabular-nums">{money(rm.room_amount)}</Td> : null}
                {rm.tax_amount !== undefined ? <Td className="text-right tabular-nums">{money(rm.tax_amount)}</Td> : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>

      {nights.length ? (
        <Card title="Nightly rates" testId="nightly-rates">
          <Table caption="Nightly rates">
            <thead>
              <tr>
                <Th>Night</Th>
                {r.rooms.length > 1 ? <Th>Room</Th> : null}
                <Th className="text-right">Rate</Th>
                <Th className="text-right">Tax</Th>
                <Th className="text-right">Night total</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {nights.map((n) => (
                <tr key={`${n.room.id}-${n.date}`}>
                  <Td className="whitespace-nowrap">{formatDate(n.date)}</Td>
                  {r.rooms.length > 1 ? <Td>{n.room.room_type.name}</Td> : null}
                  <Td className="text-right tabular-nums">{money(n.rate)}</Td>
                  <Td className="text-right tabular-nums">{money(n.tax)}</Td>
                  <Td className="text-right tabular-nums">{money(Math.round((n.rate + n.tax) * 100) / 100)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      ) : null}

      <History id={r.id} currency={currency} />

      <ChangeDatesDialog reservation={r} open={dialog === "dates"} onClose={() => setDialog(null)} />
      <CancelDialog reservation={r} open={dialog === "cancel"} onClose={() => setDialog(null)} />
      <NoShowDialog reservation={r} open={dialog === "no-show"} onClose={() => setDialog(null)} />
    </div>
  );
}

function Item({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-700">{label}</dt>
      <dd className={`text-right ${strong ? "font-semibold" : ""}`}>{children}</dd>
    </div>
  );
}

function History({ id, currency }: { id: string; currency?: string }) {
  const q = useReservationHistory(id);
  const { property } = usePropertyContext();
  return (
    <Card title="History of changes" testId="history">
      {q.isPending ? (
        <LoadingState />
      ) : q.isError ? (
        <ErrorState error={new Error(errorMessage(q.error))} onRetry={() => q.refetch()} />
      ) : q.data.length === 0 ? (
        <p className="text-sm text-slate-700">No changes recorded.</p>
      ) : (
        <ol className="space-y-2">
          {q.data.map((h) => (
            <li key={h.id} className="flex flex-col gap-0.5 border-l-2 border-indigo-300 pl-3 text-sm sm:flex-row sm:gap-3">
              <span className="shrink-0 text-slate-700 tabular-nums">{formatTimestamp(h.at, property?.timeZone)}</span>
              <span>
                <span className="font-medium">{humanize(h.action.replace(/^reservation\./, ""))}</span>
                {h.actor.name ? <span className="text-slate-700"> by {h.actor.name}</span> : h.actor.type ? <span className="text-slate-700"> by {humanize(h.actor.type)}</span> : null}
                {describeChanges(h.changes, currency) ? <span className="block text-slate-700">{describeChanges(h.changes, currency)}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
