import { Badge, type BadgeTone } from "../ui/badge";

const LOOK: Record<string, { tone: BadgeTone; label: string }> = {
  PENDING: { tone: "warning", label: "Pending" },
  CONFIRMED: { tone: "info", label: "Confirmed" },
  CHECKED_IN: { tone: "success", label: "Checked in" },
  CHECKED_OUT: { tone: "neutral", label: "Checked out" },
  CANCELLED: { tone: "danger", label: "Cancelled" },
  NO_SHOW: { tone: "accent", label: "No-show" },
};

export function ReservationStatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? { tone: "neutral" as const, label: status };
  return (
    <Badge tone={look.tone} data-testid="reservation-status" data-status={status}>
      {look.label}
    </Badge>
  );
}

export const STATUS_LABEL = Object.fromEntries(Object.entries(LOOK).map(([k, v]) => [k, v.label])) as Record<string, string>;
