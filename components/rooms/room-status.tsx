// How a room's status looks everywhere (housekeeping tiles, Today's counts, check-in lists): a colour, an icon and
// a text label together, so colour is never the only signal.
import type { ReactNode } from "react";
import { IconBan, IconBroom, IconCheck, IconClock, IconPerson, IconPersonDirty, IconQuestion, IconStar, IconWrench } from "../ui/icons";

export type RoomStatusKey = "VACANT_CLEAN" | "VACANT_DIRTY" | "OCCUPIED_CLEAN" | "OCCUPIED_DIRTY" | "OUT_OF_ORDER" | "OUT_OF_SERVICE";

type Look = { label: string; tile: string; chip: string; icon: ReactNode };

export const STATUS_LOOK: Record<RoomStatusKey, Look> = {
  VACANT_CLEAN: { label: "Vacant clean", tile: "border-emerald-500 bg-emerald-50", chip: "bg-emerald-100 text-emerald-900", icon: <IconCheck /> },
  VACANT_DIRTY: { label: "Vacant dirty", tile: "border-amber-500 bg-amber-50", chip: "bg-amber-100 text-amber-950", icon: <IconBroom /> },
  OCCUPIED_CLEAN: { label: "Occupied clean", tile: "border-sky-600 bg-sky-50", chip: "bg-sky-100 text-sky-950", icon: <IconPerson /> },
  OCCUPIED_DIRTY: { label: "Occupied dirty", tile: "border-orange-600 bg-orange-50", chip: "bg-orange-100 text-orange-950", icon: <IconPersonDirty /> },
  OUT_OF_ORDER: { label: "Out of order", tile: "border-slate-700 bg-slate-200", chip: "bg-slate-300 text-slate-900", icon: <IconWrench /> },
  OUT_OF_SERVICE: { label: "Out of service", tile: "border-violet-600 bg-violet-50", chip: "bg-violet-100 text-violet-950", icon: <IconBan /> },
};

const UNKNOWN: Look = { label: "Unknown", tile: "border-slate-400 bg-white", chip: "bg-slate-100 text-slate-900", icon: <IconQuestion /> };

export const HK_LABEL: Record<string, string> = {
  CLEAN: "Clean",
  DIRTY: "Dirty",
  INSPECTED: "Inspected",
  IN_PROGRESS: "In progress",
  OUT_OF_ORDER: "Out of order",
};

export const HK_ICON: Record<string, ReactNode> = {
  CLEAN: <IconCheck />,
  DIRTY: <IconBroom />,
  INSPECTED: <IconStar />,
  IN_PROGRESS: <IconClock />,
  OUT_OF_ORDER: <IconWrench />,
};

/** The status a tile shows: a block (out of order / service) wins over the combined status. */
export function statusKeyOf(room: { status: string; fo_status: string }): RoomStatusKey | undefined {
  if (room.fo_status === "OUT_OF_ORDER" || room.fo_status === "OUT_OF_SERVICE") return room.fo_status;
  if (room.status in STATUS_LOOK) return room.status as RoomStatusKey;
  return undefined;
}

export function lookOf(key: string | undefined): Look {
  return (key && STATUS_LOOK[key as RoomStatusKey]) || UNKNOWN;
}

export function StatusChip({ status, testId }: { status: string | undefined; testId?: string }) {
  const look = lookOf(status);
  return (
    <span data-testid={testId} data-status={status} className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${look.chip}`}>
      {look.icon}
      {look.label}
    </span>
  );
}
