// Response shapes of the API the staff screens consume (spec document 1 and the project's additions). These are the
// wire shapes (snake_case, money in major units of the property currency); the screens only display them.

export type ReservationStatus = "PENDING" | "CONFIRMED" | "CHECKED_IN" | "CHECKED_OUT" | "CANCELLED" | "NO_SHOW";
export const RESERVATION_STATUSES: ReservationStatus[] = ["PENDING", "CONFIRMED", "CHECKED_IN", "CHECKED_OUT", "CANCELLED", "NO_SHOW"];
export const SOURCES = ["DIRECT", "BOOKING_ENGINE", "OTA", "GDS", "CORPORATE", "TRAVEL_AGENT"] as const;
export const HK_STATUSES = ["CLEAN", "DIRTY", "INSPECTED", "IN_PROGRESS"] as const;
export type HkStatus = (typeof HK_STATUSES)[number] | "OUT_OF_ORDER";

export type Pagination = { cursor: string | null; has_more: boolean };
export type ListResponse<T> = { data: T[]; pagination: Pagination };

export type ReservationRoom = {
  id: string;
  room_type: { id: string; name: string };
  rate_plan: { id: string; name: string };
  adults: number;
  children: number;
  rate_per_night: number;
  /** assigned room, when the API gives it */
  room?: { id: string; room_number: string } | null;
  room_amount?: number;
  tax_amount?: number;
  nights?: Array<{ date: string; rate: number; tax: number }>;
};

export type Reservation = {
  id: string;
  confirmation_number: string;
  status: ReservationStatus;
  source: string;
  guest: { id: string; name: string; email: string | null; phone?: string | null; [k: string]: unknown };
  arrival_date: string;
  departure_date: string;
  nights: number;
  rooms: ReservationRoom[];
  total_amount: number;
  paid_amount: number;
  balance_due: number;
  special_requests: string | null;
  created_at: string;
  updated_at: string;
  [k: string]: unknown;
};

export type CreateReservationResult = {
  id: string;
  confirmation_number: string;
  status: ReservationStatus;
  guest: { id: string; name: string };
  arrival_date: string;
  departure_date: string;
  total_amount: number;
  created_at: string;
};

export type CancellationResult = { id: string; status: "CANCELLED"; cancellation_fee: number; refund_amount: number; cancelled_at: string };

export type RateQuote = { rate_plan_id: string; rate_plan_name: string; per_night: number; total: number; taxes: number; grand_total: number; [k: string]: unknown };
export type AvailabilityRoomType = { id: string; name: string; available_count: number; rates: RateQuote[]; [k: string]: unknown };
export type Availability = { available: boolean; room_types: AvailabilityRoomType[] };

export type Room = {
  id: string;
  room_number: string;
  room_type: { id: string; name: string; code: string };
  floor: string;
  building: string;
  status: string;
  fo_status: string;
  hk_status: string;
  is_active: boolean;
  features: string[];
  current_guest: { id: string; name: string; reservation_id: string; checkout_date: string } | null;
  current_block?: { id: string; kind: "OUT_OF_ORDER" | "OUT_OF_SERVICE"; reason: string; notes: string | null; from_date: string; to_date: string; return_to_inventory: boolean } | null;
  notes?: string | null;
};

export type RoomTypeDto = { id: string; code: string; name: string; max_occupancy: number; max_adults: number; max_children: number; base_rate: number; room_count: number; is_active: boolean };

export type StatusSummary = {
  total_rooms: number;
  out_of_order: number;
  out_of_service: number;
  available: number;
  by_status: Record<string, number>;
  by_room_type: Record<string, { total: number; vacant: number; occupied: number }>;
};

export type AssignableRoom = {
  id: string;
  room_number: string;
  room_type: string;
  floor: string;
  hk_status: string;
  features: string[];
  match_score: number;
  preference_matches: string[];
};

/** GET /reservations/:id — the list item plus money breakdown, nights and timestamps. */
export type ReservationDetail = Reservation & {
  currency?: string;
  guest: Reservation["guest"] & { first_name?: string; last_name?: string; phone?: string | null };
  room_amount?: number;
  tax_amount?: number;
  cancellation_fee?: number | null;
  refund_amount?: number | null;
  cancel_reason?: string | null;
  confirmed_at?: string | null;
  checked_in_at?: string | null;
  checked_out_at?: string | null;
  cancelled_at?: string | null;
  no_show_at?: string | null;
};

// Document-3 front-office lists (platform dialect: camelCase, money {value, currency} in minor units, page/limit + meta)
export type PlatformMoney = { value: number; currency: string };
export type FrontOfficeReservation = {
  id: string;
  confirmationNumber: string;
  status: ReservationStatus;
  source: string;
  guest: { id: string; name: string; email: string | null; phone: string | null };
  arrivalDate: string;
  departureDate: string;
  nights: number;
  rooms: Array<{
    id: string;
    roomType: { id: string; code: string; name: string };
    ratePlan: { id: string; name: string };
    room: { id: string; roomNumber: string } | null;
    adults: number;
    children: number;
  }>;
  totalAmount: PlatformMoney;
  paidAmount: PlatformMoney;
  balanceDue: PlatformMoney;
  specialRequests: string | null;
  createdAt: string;
  updatedAt: string;
};
export type PageMeta = { page: number; limit: number; total: number; totalPages: number; hasNextPage: boolean; hasPreviousPage: boolean };

export type ReservationStats = {
  total: number;
  byStatus: Record<ReservationStatus, number>;
  today: { date: string; arrivals: number; arrived: number; departures: number; inHouse: number };
};

/** POST /reservations/:id/change-quote — the price of the stay on new dates, before saving. */
export type ChangeQuote = {
  arrival_date: string;
  departure_date: string;
  nights: number;
  available: boolean;
  unavailable_reason: string | null;
  current: { room_amount: number; tax_amount: number; total_amount: number };
  proposed: { room_amount: number; tax_amount: number; total_amount: number };
  difference: number;
  currency: string;
};

/** GET /reservations/:id/cancellation-quote — what cancelling now would cost. */
export type CancellationQuote = {
  policy: string;
  free_cancellation_until: string | null;
  cancellation_fee: number;
  refund_amount: number;
  paid_amount: number;
  can_waive: boolean;
  currency: string;
};

/** GET /guests?search= — guests of the tenant to attach a booking to. */
export type GuestMatch = { id: string; name: string; first_name: string; last_name: string; email: string | null; phone: string | null; last_stay?: string | null };

/** GET /tape-chart — rooms × days with stays and blocks (added for the staff screens). */
export type TapeChart = {
  from: string;
  to: string;
  today: string;
  room_types: Array<{ id: string; code: string; name: string }>;
  rooms: Array<{ id: string; room_number: string; floor: string; building: string; room_type_id: string; fo_status: string; hk_status: string }>;
  stays: Array<{
    reservation_id: string;
    reservation_room_id: string;
    confirmation_number: string;
    status: string;
    guest_name: string;
    room_type_id: string;
    room_id: string | null;
    arrival_date: string;
    departure_date: string;
    adults: number;
    children: number;
  }>;
  blocks: Array<{ id: string; room_id: string; kind: "OUT_OF_ORDER" | "OUT_OF_SERVICE"; reason: string; from_date: string; to_date: string; return_to_inventory: boolean }>;
};
