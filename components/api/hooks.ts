"use client";
// TanStack Query hooks over the versioned API. Every key starts with the selected property id, so switching
// property never shows another property's cached data. Mutations invalidate what they change.
import { keepPreviousData, useInfiniteQuery, useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { usePropertyContext } from "../shell/property-context";
import { apiListAll, apiRequest, type Query } from "./client";
import type {
  AssignableRoom,
  Availability,
  CancellationQuote,
  CancellationResult,
  ChangeQuote,
  CreateReservationResult,
  GuestMatch,
  FrontOfficeReservation,
  ListResponse,
  PageMeta,
  Reservation,
  ReservationDetail,
  ReservationStats,
  Room,
  RoomTypeDto,
  StatusSummary,
  TapeChart,
} from "./types";

/** How often the housekeeping board and the status counts poll (see README, "Staff screens"). */
export const LIVE_REFRESH_MS = 3_000;

export function useApi() {
  const { propertyId, property } = usePropertyContext();
  return {
    propertyId,
    property,
    request: <T,>(path: string, opts?: Parameters<typeof apiRequest>[2]) => apiRequest<T>(propertyId, path, opts),
  };
}

export const keys = {
  all: (pid: string | undefined) => ["p", pid] as const,
  roomTypes: (pid: string | undefined) => ["p", pid, "room-types"] as const,
  rooms: (pid: string | undefined) => ["p", pid, "rooms"] as const,
  roomSummary: (pid: string | undefined) => ["p", pid, "rooms-summary"] as const,
  assignable: (pid: string | undefined, q: Query) => ["p", pid, "rooms-assignable", q] as const,
  reservations: (pid: string | undefined) => ["p", pid, "reservations"] as const,
  reservation: (pid: string | undefined, id: string) => ["p", pid, "reservations", "one", id] as const,
  frontOffice: (pid: string | undefined) => ["p", pid, "front-office"] as const,
  availability: (pid: string | undefined, body: unknown) => ["p", pid, "availability", body] as const,
  tapeChart: (pid: string | undefined, from: string, days: number) => ["p", pid, "tape-chart", from, days] as const,
  guests: (pid: string | undefined, q: string) => ["p", pid, "guests", q] as const,
  history: (pid: string | undefined, id: string) => ["p", pid, "reservations", "history", id] as const,
};

/**
 * After anything that changes reservations or rooms: everything that shows them is stale. Mutations call this
 * without awaiting it, so a `mutate(…, {onSuccess})` callback runs before the refetched data re-renders (and
 * possibly unmounts) the component that asked.
 */
export function invalidateFrontOffice(qc: QueryClient, pid: string | undefined) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: keys.reservations(pid) }),
    qc.invalidateQueries({ queryKey: keys.frontOffice(pid) }),
    qc.invalidateQueries({ queryKey: keys.rooms(pid) }),
    qc.invalidateQueries({ queryKey: keys.roomSummary(pid) }),
    qc.invalidateQueries({ queryKey: ["p", pid, "tape-chart"] }),
    qc.invalidateQueries({ queryKey: ["p", pid, "availability"] }),
    qc.invalidateQueries({ queryKey: ["p", pid, "rooms-assignable"] }),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Rooms and room types

export function useRoomTypes() {
  const { propertyId, request } = useApi();
  return useQuery({
    queryKey: keys.roomTypes(propertyId),
    queryFn: ({ signal }) => request<{ data: RoomTypeDto[] }>("/room-types", { signal }).then((r) => r.data),
    enabled: !!propertyId,
    staleTime: 60_000,
  });
}

/** Mutations that change rooms share this key, so live polling pauses while one is in flight (no flicker back). */
const ROOM_WRITE = ["rooms-write"];

export function useRooms(opts: { live?: boolean } = {}) {
  const { propertyId } = useApi();
  const writing = useIsMutating({ mutationKey: ROOM_WRITE }) > 0;
  return useQuery({
    queryKey: keys.rooms(propertyId),
    queryFn: ({ signal }) => apiListAll<Room>(propertyId, "/rooms", {}, signal, 500),
    enabled: !!propertyId,
    refetchInterval: opts.live && !writing ? LIVE_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
}

export function useStatusSummary(opts: { live?: boolean } = {}) {
  const { propertyId, request } = useApi();
  return useQuery({
    queryKey: keys.roomSummary(propertyId),
    queryFn: ({ signal }) => request<{ data: StatusSummary }>("/rooms/status-summary", { signal }).then((r) => r.data),
    enabled: !!propertyId,
    refetchInterval: opts.live ? LIVE_REFRESH_MS : false,
  });
}

export function useAssignableRooms(q: { room_type_id?: string; arrival_date?: string; departure_date?: string; preferences?: string[] }, enabled = true) {
  const { propertyId, request } = useApi();
  const query = { room_type_id: q.room_type_id, arrival_date: q.arrival_date, departure_date: q.departure_date, preferences: q.preferences };
  return useQuery({
    queryKey: keys.assignable(propertyId, query),
    queryFn: ({ signal }) => request<{ data: AssignableRoom[] }>("/rooms/assignable", { query, signal }).then((r) => r.data),
    enabled: !!propertyId && enabled && !!q.room_type_id && !!q.arrival_date && !!q.departure_date,
  });
}

export function useSetRoomStatus() {
  const { propertyId, request } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ROOM_WRITE,
    mutationFn: (v: { roomId: string; hk_status: string; notes?: string }) =>
      request<{ data: unknown }>(`/rooms/${v.roomId}/status`, { method: "PUT", body: { hk_status: v.hk_status, ...(v.notes ? { notes: v.notes } : {}) } }),
    // Optimistic: the tile shows the new housekeeping status at once; the combined status follows on refetch.
    onMutate: async (v) => {
      await qc.cancelQueries({ queryKey: keys.rooms(propertyId) });
      const previous = qc.getQueryData<Room[]>(keys.rooms(propertyId));
      qc.setQueryData<Room[]>(keys.rooms(propertyId), (rooms) => rooms?.map((r) => (r.id === v.roomId ? { ...r, hk_status: v.hk_status, pending: true } : r)));
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(keys.rooms(propertyId), ctx.previous);
    },
    // The API answers the updated room: put it in place at once (the combined status comes with it).
    onSuccess: (res, v) => {
      const room = (res as { data?: Room } | undefined)?.data;
      if (room?.id === v.roomId) qc.setQueryData<Room[]>(keys.rooms(propertyId), (rooms) => rooms?.map((r) => (r.id === room.id ? room : r)));
    },
    onSettled: () => void invalidateFrontOffice(qc, propertyId),
  });
}

export type BlockInput = { roomId: string; kind: "OUT_OF_ORDER" | "OUT_OF_SERVICE"; reason: string; from_date: string; to_date: string; notes?: string; return_to_inventory?: boolean };

export function useBlockRoom() {
  const { propertyId, request } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ROOM_WRITE,
    mutationFn: (v: BlockInput) =>
      request<{ data: unknown }>(`/rooms/${v.roomId}/${v.kind === "OUT_OF_ORDER" ? "out-of-order" : "out-of-service"}`, {
        method: "POST",
        body:
          v.kind === "OUT_OF_ORDER"
            ? { reason: v.reason, from_date: v.from_date, to_date: v.to_date, ...(v.notes ? { notes: v.notes } : {}) }
            : { reason: v.reason, from_date: v.from_date, to_date: v.to_date, return_to_inventory: !!v.return_to_inventory, ...(v.notes ? { notes: v.notes } : {}) },
      }),
    onSettled: () => void invalidateFrontOffice(qc, propertyId),
  });
}

export function useClearBlock() {
  const { propertyId, request } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ROOM_WRITE,
    mutationFn: (v: { roomId: string; kind: "OUT_OF_ORDER" | "OUT_OF_SERVICE" }) =>
      request<{ data: unknown }>(`/rooms/${v.roomId}/${v.kind === "OUT_OF_ORDER" ? "out-of-order" : "out-of-service"}`, { method: "DELETE" }),
    onSettled: () => void invalidateFrontOffice(qc, propertyId),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reservations

export type ReservationFilters = {
  guest_name?: string;
  confirmation_number?: string;
  status?: string[];
  source?: string[];
  arrival_from?: string;
  arrival_to?: string;
  departure_from?: string;
  departure_to?: string;
};

export function useReservationList(filters: ReservationFilters, limit = 25) {
  const { propertyId, request } = useApi();
  return useInfiniteQuery({
    queryKey: [...keys.reservations(propertyId), "list", filters, limit],
    queryFn: ({ pageParam, signal }) => request<ListResponse<Reservation>>("/reservations", { query: { ...filters, limit, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.pagination.has_more ? (last.pagination.cursor ?? undefined) : undefined),
    enabled: !!propertyId,
    placeholderData: keepPreviousData,
  });
}

export function useReservation(id: string) {
  const { propertyId, request } = useApi();
  return useQuery({
    queryKey: keys.reservation(propertyId, id),
    queryFn: ({ signal }) => request<{ data: ReservationDetail }>(`/reservations/${id}`, { signal }).then((r) => r.data),
    enabled: !!propertyId && !!id,
  });
}

export type HistoryEntry = { id: string; at: string; action: string; actor: { type: string; id: string | null; name: string | null }; changes: unknown };

export function useReservationHistory(id: string) {
  const { propertyId, request } = useApi();
  return useQuery({
    queryKey: keys.history(propertyId, id),
    queryFn: ({ signal }) => request<{ data: HistoryEntry[] }>(`/reservations/${id}/history`, { signal }).then((r) => r.data),
    enabled: !!propertyId && !!id,
  });
}

/** Document-3 front-office lists for a business date: arrivals, departures, in-house. */
export function useFrontOfficeList(kind: "arrivals" | "departures" | "in-house", date: string | undefined, opts: { live?: boolean } = {}) {
  const { propertyId, request } = useApi();
  return useQuery({
    queryKey: [...keys.frontOffice(propertyId), kind, date],
    queryFn: ({ signal }) =>
      request<{ data: FrontOfficeReservation[]; meta: PageMeta }>(`/api/properties/${propertyId}/${kind}`, { query: { date, limit: 100 }, signal }),
    enabled: !!propertyId && !!date,
    refetchInterval: opts.live ? LIVE_REFRESH_MS * 2 : false,
  });
}

export function useReservationStats(opts: { live?: boolean } = {}) {
  const { propertyId, request } = useApi();
  return useQuery({
    queryKey: [...keys.frontOffice(propertyId), "stats"],
    queryFn: ({ signal }) => request<{ data: ReservationStats }>("/api/reservations/stats", { signal }).then((r) => r.data),
    enabled: !!propertyId,
    refetchInterval: opts.live ? LIVE_REFRESH_MS * 2 : false,
  });
}

export type AvailabilityRequest = { arrival_date: string; departure_date: string; adults: number; children: number; rooms: number };

export function useAvailability(body: AvailabilityRequest | undefined) {
  const { propertyId, request } = useApi();
  return useQuery({
    queryKey: keys.availability(propertyId, body),
    queryFn: () => request<{ data: Availability }>("/availability", { method: "POST", body }).then((r) => r.data),
    enabled: !!propertyId && !!body,
    staleTime: 0,
  });
}

export type CreateReservationInput = {
  arrival_date: string;
  departure_date: string;
  rooms: Array<{ room_type_id: string; rate_plan_id: string; adults: number; children: number }>;
  guest_id?: string;
  guest?: { first_name: string; last_name: string; email: string; phone?: string };
  source?: string;
  special_requests?: string;
};

export function useCreateReservation() {
  const { propertyId, request } = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReservationInput) => request<{ data: CreateReservationResult }>("/reservations", { method: "POST", body }).then((r) => r.data),
    onSettled: () => void invalidateFrontOffice(qc, propertyId),
  });
}

function useReservationMutation<V, R>(fn: (request: ReturnType<typeof useApi>["request"], v: V) => Promise<R>) {
  const { propertyId, request } = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: V) => fn(request, v), onSettled: () => void invalidateFrontOffice(qc, propertyId) });
}

export function useUpdateReservation() {
  return useReservationMutation((request, v: { id: string; arrival_date?: string; departure_date?: string; special_requests?: string | null }) => {
    const { id, ...body } = v;
    return request<{ data: ReservationDetail }>(`/reservations/${id}`, { method: "PUT", body }).then((r) => r.data);
  });
}

export function useCancelReservation() {
  return useReservationMutation((request, v: { id: string; reason?: string; waive_cancellation_fee: boolean }) =>
    request<{ data: CancellationResult }>(`/reservations/${v.id}/cancel`, { method: "POST", body: { reason: v.reason || undefined, waive_cancellation_fee: v.waive_cancellation_fee } }).then(
      (r) => r.data,
    ),
  );
}

export function useCheckIn() {
  return useReservationMutation(
    (request, v: { id: string; room_id?: string; rooms?: Array<{ reservation_room_id: string; room_id?: string }>; override_room_status?: boolean }) =>
    request<{ data: ReservationDetail }>(`/reservations/${v.id}/check-in`, {
      method: "POST",
      body: { ...(v.room_id ? { room_id: v.room_id } : {}), ...(v.rooms ? { rooms: v.rooms } : {}), ...(v.override_room_status ? { override_room_status: true } : {}) },
    }).then((r) => r.data),
  );
}

export function useNoShow() {
  return useReservationMutation((request, v: { id: string; reason?: string; waive_no_show_fee?: boolean }) =>
    request<{ data: ReservationDetail }>(`/reservations/${v.id}/no-show`, { method: "POST", body: { reason: v.reason || undefined, waive_no_show_fee: !!v.waive_no_show_fee } }).then(
      (r) => r.data,
    ),
  );
}

export function useMoveRoom() {
  return useReservationMutation((request, v: { id: string; room_id: string; reservation_room_id?: string; reason?: string }) =>
    request<{ data: ReservationDetail }>(`/reservations/${v.id}/move-room`, {
      method: "POST",
      body: { room_id: v.room_id, reservation_room_id: v.reservation_room_id, reason: v.reason || undefined },
    }).then((r) => r.data),
  );
}

export function useChangeQuote(id: string, dates: { arrival_date: string; departure_date: string } | undefined) {
  const { propertyId, request } = useApi();
  return useQuery({
    queryKey: [...keys.reservation(propertyId, id), "change-quote", dates],
    // No abort signal on POST quotes: a request cut mid-body is logged by the server as an error; a superseded
    // answer is simply ignored by the query cache.
    queryFn: () => request<{ data: ChangeQuote }>(`/reservations/${id}/change-quote`, { method: "POST", body: dates }).then((r) => r.data),
    enabled: !!propertyId && !!dates,
    staleTime: 0,
    retry: false,
  });
}

export function useCancellationQuote(id: string, enabled: boolean) {
  const { propertyId, request } = useApi();
  return useQuery({
    queryKey: [...keys.reservation(propertyId, id), "cancellation-quote"],
    queryFn: ({ signal }) => request<{ data: CancellationQuote }>(`/reservations/${id}/cancellation-quote`, { signal }).then((r) => r.data),
    enabled: !!propertyId && enabled,
    staleTime: 0,
    retry: false,
  });
}

export function useGuestSearch(search: string) {
  const { propertyId, request } = useApi();
  const q = search.trim();
  return useQuery({
    queryKey: keys.guests(propertyId, q),
    queryFn: ({ signal }) => request<{ data: GuestMatch[] }>("/guests", { query: { search: q, limit: 10 }, signal }).then((r) => r.data),
    enabled: !!propertyId && q.length >= 2,
  });
}

export function useTapeChart(from: string | undefined, days: number) {
  const { propertyId, request } = useApi();
  return useQuery<TapeChart>({
    queryKey: keys.tapeChart(propertyId, from ?? "", days),
    queryFn: ({ signal }) => request<{ data: TapeChart }>("/tape-chart", { query: { from, days }, signal }).then((r) => r.data),
    enabled: !!propertyId && !!from,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS * 10,
  });
}

export function useConfirmReservation() {
  return useReservationMutation((request, v: { id: string }) =>
    request<{ data: ReservationDetail }>(`/reservations/${v.id}/confirm`, { method: "POST", body: {} }).then((r) => r.data),
  );
}
