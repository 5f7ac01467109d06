"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ApiError, errorMessage } from "../api/client";
import { formatDate, formatMoney, humanize } from "../api/format";
import { useAvailability, useCreateReservation, useGuestSearch, type AvailabilityRequest, type CreateReservationInput } from "../api/hooks";
import { SOURCES, type AvailabilityRoomType, type CreateReservationResult, type GuestMatch, type RateQuote } from "../api/types";
import { addDays, usePropertyToday } from "../api/use-today";
import { usePropertyContext } from "../shell/property-context";
import { Button, buttonClass } from "../ui/button";
import { Card, PageHeader } from "../ui/card";
import { FormError, SelectField, TextAreaField, TextField } from "../ui/field";
import { EmptyState, ErrorState, LoadingState, Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";

type Step = "stay" | "rates" | "guest" | "review" | "done";
const STEPS: Array<[Step, string]> = [
  ["stay", "Dates and guests"],
  ["rates", "Room and rate"],
  ["guest", "Guest"],
  ["review", "Confirm"],
];

type Choice = { roomType: AvailabilityRoomType; rate: RateQuote };
type GuestChoice = { kind: "existing"; guest: GuestMatch } | { kind: "new"; first_name: string; last_name: string; email: string; phone: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function NewReservationWizard() {
  const params = useSearchParams();
  const today = usePropertyToday();
  const toast = useToast();
  const { property } = usePropertyContext();
  const initialArrival = ISO_DATE.test(params.get("arrival") ?? "") ? params.get("arrival")! : today;
  const [step, setStep] = useState<Step>("stay");
  const [stay, setStay] = useState<AvailabilityRequest>({
    arrival_date: initialArrival,
    departure_date: ISO_DATE.test(params.get("departure") ?? "") ? params.get("departure")! : addDays(initialArrival, 1),
    adults: 2,
    children: 0,
    rooms: 1,
  });
  const preferredType = params.get("room_type_id") ?? undefined;
  const [query, setQuery] = useState<AvailabilityRequest | undefined>();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [guest, setGuest] = useState<GuestChoice | null>(null);
  const [guestErrors, setGuestErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [result, setResult] = useState<CreateReservationResult | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const availability = useAvailability(query);
  const create = useCreateReservation();
  const currency = property?.currency;

  // Move focus to the step's heading so keyboard and screen-reader users follow the wizard.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const toRates = (s: AvailabilityRequest) => {
    setQuery(s);
    setChoice(null);
    setConflict(null);
    setStep("rates");
  };

  const confirm = (extra: { source: string; special_requests: string }) => {
    if (!choice || !guest || !query) return;
    const body: CreateReservationInput = {
      arrival_date: query.arrival_date,
      departure_date: query.departure_date,
      rooms: Array.from({ length: query.rooms }, () => ({ room_type_id: choice.roomType.id, rate_plan_id: choice.rate.rate_plan_id, adults: query.adults, children: query.children })),
      source: extra.source,
      special_requests: extra.special_requests.trim() || undefined,
      ...(guest.kind === "existing"
        ? { guest_id: guest.guest.id }
        : { guest: { first_name: guest.first_name.trim(), last_name: guest.last_name.trim(), email: guest.email.trim(), ...(guest.phone.trim() ? { phone: guest.phone.trim() } : {}) } }),
    };
    create.mutate(body, {
      onSuccess: (res) => {
        setResult(res);
        setStep("done");
        toast.success(`Reservation ${res.confirmation_number} confirmed`);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === "no_availability") {
          // Someone else took the last room: say so plainly, re-quote, and let the user choose again.
          setConflict(`${choice.roomType.name} is no longer available for these dates — another booking took the last room. The availability below is refreshed; please choose again.`);
          setChoice(null);
          availability.refetch();
          setStep("rates");
          return;
        }
        if (err instanceof ApiError && err.details.some((d) => d.field.startsWith("guest"))) {
          const fe: Record<string, string> = {};
          for (const d of err.details) if (d.field.startsWith("guest")) fe[d.field.replace(/^guest\.?/, "") || "guest"] = d.message;
          setGuestErrors(fe);
          setStep("guest");
          return;
        }
        toast.error(errorMessage(err));
      },
    });
  };

  return (
    <div className="space-y-4">
      <PageHeader title="New reservation" subtitle={property?.name} />
      {step !== "done" ? (
        <ol className="flex flex-wrap gap-2 text-sm" aria-label="Steps">
          {STEPS.map(([k, label], i) => {
            const idx = STEPS.findIndex(([s]) => s === step);
            const state = i < idx ? "done" : i === idx ? "current" : "todo";
            return (
              <li
                key={k}
                aria-current={state === "current" ? "step" : undefined}
                className={`flex items-center gap-2 rounded-full px-3 py-1 ${state === "current" ? "bg-indigo-700 text-white" : state === "done" ? "bg-indigo-100 text-indigo-950" : "bg-slate-200 text-slate-800"}`}
              >
                <span className="font-semibold">{i + 1}</span> {label}
              </li>
            );
          })}
        </ol>
      ) : null}

      {step === "stay" ? (
        <StayStep heading={heading} value={stay} today={today} onSubmit={(s) => (setStay(s), toRates(s))} />
      ) : step === "rates" && query ? (
        <Card>
          <StepHeading heading={heading}>Choose a room type and rate</StepHeading>
          <p className="mb-3 text-sm text-slate-700" data-testid="stay-summary">
            {formatDate(query.arrival_date)} → {formatDate(query.departure_date)} · {query.rooms} room{query.rooms > 1 ? "s" : ""} · {query.adults} adult{query.adults > 1 ? "s" : ""}
            {query.children ? `, ${query.children} child${query.children > 1 ? "ren" : ""}` : ""} per room
          </p>
          {conflict ? (
            <p data-testid="no-availability" className="mb-3 rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
              {conflict}
            </p>
          ) : null}
          {availability.isPending ? (
            <LoadingState label="Checking availability…" />
          ) : availability.isError ? (
            <ErrorState error={new Error(errorMessage(availability.error))} onRetry={() => availability.refetch()} />
          ) : (
            <RatesTable
              rooms={query.rooms}
              types={availability.data.room_types}
              preferred={preferredType}
              currency={currency}
              refreshing={availability.isFetching}
              onPick={(c) => {
                setChoice(c);
                setConflict(null);
                setStep("guest");
              }}
            />
          )}
          <div className="mt-4 flex justify-between">
            <Button variant="secondary" onClick={() => setStep("stay")}>
              Back
            </Button>
          </div>
        </Card>
      ) : step === "guest" ? (
        <GuestStep heading={heading} initial={guest} errors={guestErrors} onBack={() => setStep("rates")} onSubmit={(g) => (setGuest(g), setGuestErrors({}), setStep("review"))} />
      ) : step === "review" && choice && guest && query ? (
        <ReviewStep
          heading={heading}
          query={query}
          choice={choice}
          guest={guest}
          currency={currency}
          pending={create.isPending}
          onBack={() => setStep("guest")}
          onConfirm={confirm}
        />
      ) : step === "done" && result ? (
        <Card testId="reservation-confirmed">
          <StepHeading heading={heading}>Reservation confirmed</StepHeading>
          <p className="text-sm text-slate-700">Give the guest this confirmation number:</p>
          <p className="my-3 font-mono text-3xl font-bold tracking-wider" data-testid="confirmation-number">
            {result.confirmation_number}
          </p>
          <p className="text-sm">
            {result.guest.name} · {formatDate(result.arrival_date)} → {formatDate(result.departure_date)} · total {formatMoney(result.total_amount, currency)}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link href={`/front-desk/reservations/${result.id}`} className={buttonClass("primary")} data-testid="view-new-reservation">
              View reservation
            </Link>
            {result.arrival_date === today ? (
              <Link href={`/front-desk/reservations/${result.id}/check-in`} className={buttonClass("secondary")}>
                Check in now
              </Link>
            ) : null}
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => {
                setResult(null);
                setChoice(null);
                setGuest(null);
                setQuery(undefined);
                setStep("stay");
              }}
            >
              Another reservation
            </button>
          </div>
        </Card>
      ) : null}
    </div>
  );
}

function StepHeading({ heading, children }: { heading: React.RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return (
    <h2 ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold outline-none">
      {children}
    </h2>
  );
}

function StayStep({ heading, value, today, onSubmit }: { heading: React.RefObject<HTMLHeadingElement | null>; value: AvailabilityRequest; today: string; onSubmit: (s: AvailabilityRequest) => void }) {
  const [arrival, setArrival] = useState(value.arrival_date);
  const [departure, setDeparture] = useState(value.departure_date);
  const [adults, setAdults] = useState(String(value.adults));
  const [children, setChildren] = useState(String(value.children));
  const [rooms, setRooms] = useState(String(value.rooms));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const err: Record<string, string> = {};
    if (!ISO_DATE.test(arrival)) err.arrival_date = "Give the arrival date";
    else if (arrival < today) err.arrival_date = "Arrival cannot be in the past";
    if (!ISO_DATE.test(departure)) err.departure_date = "Give the departure date";
    else if (ISO_DATE.test(arrival) && departure <= arrival) err.departure_date = "Departure must be after arrival";
    const a = Number(adults);
    const c = Number(children);
    const r = Number(rooms);
    if (!Number.isInteger(a) || a < 1) err.adults = "At least 1 adult";
    if (!Number.isInteger(c) || c < 0) err.children = "0 or more";
    if (!Number.isInteger(r) || r < 1 || r > 10) err.rooms = "1 to 10 rooms";
    setErrors(err);
    if (Object.keys(err).length) return;
    onSubmit({ arrival_date: arrival, departure_date: departure, adults: a, children: c, rooms: r });
  };

  return (
    <Card>
      <StepHeading heading={heading}>Dates and guests</StepHeading>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="stay-form">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <TextField label="Arrival" type="date" name="arrival_date" value={arrival} min={today} onChange={(e) => setArrival(e.target.value)} error={errors.arrival_date} />
          <TextField label="Departure" type="date" name="departure_date" value={departure} min={arrival} onChange={(e) => setDeparture(e.target.value)} error={errors.departure_date} />
          <TextField label="Rooms" type="number" inputMode="numeric" min={1} max={10} name="rooms" value={rooms} onChange={(e) => setRooms(e.target.value)} error={errors.rooms} />
          <TextField label="Adults per room" type="number" inputMode="numeric" min={1} name="adults" value={adults} onChange={(e) => setAdults(e.target.value)} error={errors.adults} />
          <TextField label="Children per room" type="number" inputMode="numeric" min={0} name="children" value={children} onChange={(e) => setChildren(e.target.value)} error={errors.children} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" data-testid="check-availability">
            Check availability
          </Button>
        </div>
      </form>
    </Card>
  );
}

function RatesTable({
  rooms,
  types,
  preferred,
  currency,
  refreshing,
  onPick,
}: {
  rooms: number;
  types: AvailabilityRoomType[];
  preferred?: string;
  currency?: string;
  refreshing: boolean;
  onPick: (c: Choice) => void;
}) {
  if (types.length === 0) return <EmptyState title="No room type fits this stay" />;
  const sorted = [...types].sort((a, b) => (a.id === preferred ? -1 : b.id === preferred ? 1 : 0));
  return (
    <div className="space-y-3" data-testid="availability">
      {refreshing ? <Spinner label="Refreshing availability…" /> : null}
      {sorted.map((t) => {
        const enough = t.available_count >= rooms;
        return (
          <section
            key={t.id}
            aria-labelledby={`rt-${t.id}`}
            data-testid="room-type-option"
            data-room-type-id={t.id}
            data-room-type-name={t.name}
            data-available={t.available_count}
            className={`rounded-lg border p-3 ${t.id === preferred ? "border-indigo-500 ring-1 ring-indigo-500" : "border-slate-200"} ${enough ? "" : "bg-slate-50"}`}
          >
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h3 id={`rt-${t.id}`} className="font-semibold">
                {t.name}
                {t.id === preferred ? <span className="ml-2 text-xs font-medium text-indigo-800">(from the tape chart)</span> : null}
              </h3>
              <span className={`text-sm font-medium ${enough ? "text-emerald-800" : "text-red-800"}`} data-testid="available-count">
                {t.available_count > 0 ? `${t.available_count} available` : "Sold out"}
                {t.available_count > 0 && !enough ? ` (fewer than ${rooms})` : ""}
              </span>
            </div>
            {t.rates.length === 0 ? (
              <p className="text-sm text-slate-700">No rate plan sells this room type for these dates.</p>
            ) : (
              <div className="relative overflow-x-auto">
                <table className="min-w-full text-sm">
                  <caption className="sr-only">Rates for {t.name}</caption>
                  <thead>
                    <tr className="text-left text-xs text-slate-700 uppercase">
                      <th scope="col" className="py-1 pr-3">
                        Rate plan
                      </th>
                      <th scope="col" className="py-1 pr-3 text-right">
                        Per night
                      </th>
                      <th scope="col" className="py-1 pr-3 text-right">
                        Room total
                      </th>
                      <th scope="col" className="py-1 pr-3 text-right">
                        Taxes
                      </th>
                      <th scope="col" className="py-1 pr-3 text-right">
                        Total{rooms > 1 ? ` (${rooms} rooms)` : ""}
                      </th>
                      <th scope="col">
                        <span className="sr-only">Select</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {t.rates.map((rate) => (
                      <tr key={rate.rate_plan_id} className="border-t border-slate-100" data-testid="rate-option" data-rate-plan-name={rate.rate_plan_name}>
                        <td className="py-1.5 pr-3 font-medium">{rate.rate_plan_name}</td>
                        <td className="py-1.5 pr-3 text-right tabular-nums">{formatMoney(rate.per_night, currency)}</td>
                        <td className="py-1.5 pr-3 text-right tabular-nums">{formatMoney(rate.total, currency)}</td>
                        <td className="py-1.5 pr-3 text-right tabular-nums">{formatMoney(rate.taxes, currency)}</td>
                        <td className="py-1.5 pr-3 text-right font-semibold tabular-nums">{formatMoney(rate.grand_total, currency)}</td>
                        <td className="py-1.5 text-right">
                          <Button size="sm" disabled={!enough} onClick={() => onPick({ roomType: t, rate })} aria-label={`Select ${t.name}, ${rate.rate_plan_name}`} data-testid="select-rate">
                            Select
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

function GuestStep({
  heading,
  initial,
  errors: serverErrors,
  onBack,
  onSubmit,
}: {
  heading: React.RefObject<HTMLHeadingElement | null>;
  initial: GuestChoice | null;
  errors: Record<string, string>;
  onBack: () => void;
  onSubmit: (g: GuestChoice) => void;
}) {
  const [mode, setMode] = useState<"existing" | "new">(initial?.kind ?? "new");
  const [search, setSearch] = useState("");
  const [debounced, setDebounced] = useState("");
  const [picked, setPicked] = useState<GuestMatch | null>(initial?.kind === "existing" ? initial.guest : null);
  const init = initial?.kind === "new" ? initial : { first_name: "", last_name: "", email: "", phone: "" };
  const [form, setForm] = useState({ first_name: init.first_name, last_name: init.last_name, email: init.email, phone: init.phone });
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);
  const results = useGuestSearch(debounced);

  useEffect(() => setErrors(serverErrors), [serverErrors]);
  useEffect(() => {
    const t = window.setTimeout(() => setDebounced(search), 250);
    return () => window.clearTimeout(t);
  }, [search]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mode === "existing") {
      if (!picked) return setErrors({ search: "Choose a guest from the results, or add a new guest" });
      return onSubmit({ kind: "existing", guest: picked });
    }
    const err: Record<string, string> = {};
    if (!form.first_name.trim()) err.first_name = "Required";
    if (!form.last_name.trim()) err.last_name = "Required";
    if (!form.email.trim()) err.email = "Required";
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) err.email = "must be a valid email address";
    if (form.phone.trim() && !/^\+/.test(form.phone.trim())) err.phone = "must be in international format with the country prefix, e.g. +919820012345";
    setErrors(err);
    if (Object.keys(err).length) return;
    onSubmit({ kind: "new", ...form });
  };

  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));

  return (
    <Card>
      <StepHeading heading={heading}>Guest</StepHeading>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="guest-form">
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Guest</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="guest-mode" checked={mode === "new"} onChange={() => setMode("new")} data-testid="guest-mode-new" />
            New guest
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="guest-mode" checked={mode === "existing"} onChange={() => setMode("existing")} data-testid="guest-mode-existing" />
            Find an existing guest
          </label>
        </fieldset>
        {mode === "existing" ? (
          <div className="space-y-2">
            <TextField label="Search by name, email or phone" type="search" value={search} onChange={(e) => setSearch(e.target.value)} error={errors.search} data-testid="guest-search" hint="At least 2 characters" />
            {debounced.trim().length >= 2 ? (
              results.isPending ? (
                <Spinner label="Searching…" />
              ) : results.isError ? (
                <p className="text-sm text-red-800">{errorMessage(results.error)}</p>
              ) : results.data.length === 0 ? (
                <p className="text-sm text-slate-700">No guest found. Add a new guest instead.</p>
              ) : (
                <fieldset>
                  <legend className="sr-only">Matching guests</legend>
                  <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="guest-results">
                    {results.data.map((g) => (
                      <li key={g.id}>
                        <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                          <input type="radio" name="guest-pick" checked={picked?.id === g.id} onChange={() => setPicked(g)} />
                          <span className="font-medium">{g.name}</span>
                          <span className="text-slate-700">{[g.email, g.phone].filter(Boolean).join(" · ")}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )
            ) : null}
          </div>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">
            <TextField label="First name" name="first_name" autoComplete="off" value={form.first_name} onChange={set("first_name")} error={errors.first_name} />
            <TextField label="Last name" name="last_name" autoComplete="off" value={form.last_name} onChange={set("last_name")} error={errors.last_name} />
            <TextField label="Email" type="email" name="email" autoComplete="off" value={form.email} onChange={set("email")} error={errors.email} />
            <TextField label="Phone (optional)" type="tel" name="phone" autoComplete="off" value={form.phone} onChange={set("phone")} error={errors.phone} hint="International format, e.g. +91 98200 12345" />
          </div>
        )}
        <FormError message={errors.guest} />
        <div className="flex justify-between">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" data-testid="guest-continue">
            Continue
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ReviewStep({
  heading,
  query,
  choice,
  guest,
  currency,
  pending,
  onBack,
  onConfirm,
}: {
  heading: React.RefObject<HTMLHeadingElement | null>;
  query: AvailabilityRequest;
  choice: Choice;
  guest: GuestChoice;
  currency?: string;
  pending: boolean;
  onBack: () => void;
  onConfirm: (x: { source: string; special_requests: string }) => void;
}) {
  const [source, setSource] = useState("DIRECT");
  const [requests, setRequests] = useState("");
  const guestName = guest.kind === "existing" ? guest.guest.name : `${guest.first_name} ${guest.last_name}`;
  const guestContact = guest.kind === "existing" ? guest.guest.email : guest.email;
  const n = query.rooms;
  return (
    <Card>
      <StepHeading heading={heading}>Confirm the reservation</StepHeading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm({ source, special_requests: requests });
        }}
        noValidate
        className="space-y-4"
      >
        <dl className="grid gap-2 text-sm md:grid-cols-2" data-testid="review">
          <div>
            <dt className="text-slate-700">Stay</dt>
            <dd className="font-medium">
              {formatDate(query.arrival_date)} → {formatDate(query.departure_date)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Room</dt>
            <dd className="font-medium">
              {n} × {choice.roomType.name}, {choice.rate.rate_plan_name}
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Guest</dt>
            <dd className="font-medium">
              {guestName} {guestContact ? <span className="font-normal text-slate-700">({guestContact})</span> : null}
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Occupancy</dt>
            <dd className="font-medium">
              {query.adults} adult{query.adults > 1 ? "s" : ""}
              {query.children ? `, ${query.children} child${query.children > 1 ? "ren" : ""}` : ""} per room
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Room charges + taxes</dt>
            <dd className="font-medium tabular-nums">
              {formatMoney(choice.rate.total, currency)} + {formatMoney(choice.rate.taxes, currency)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Total (quoted)</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="review-total">
              {formatMoney(choice.rate.grand_total, currency)}
            </dd>
          </div>
        </dl>
        <div className="grid gap-3 md:grid-cols-2">
          <SelectField label="Source" value={source} onChange={(e) => setSource(e.target.value)}>
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {humanize(s)}
              </option>
            ))}
          </SelectField>
          <TextAreaField label="Special requests (optional)" rows={2} value={requests} onChange={(e) => setRequests(e.target.value)} />
        </div>
        <FormError message={null} />
        <div className="flex justify-between">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" disabled={pending} data-testid="confirm-reservation">
            {pending ? "Booking…" : "Confirm reservation"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
