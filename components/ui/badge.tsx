import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger" | "accent";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  info: "bg-sky-50 text-sky-900 ring-sky-300",
  success: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  warning: "bg-amber-50 text-amber-900 ring-amber-300",
  danger: "bg-red-50 text-red-900 ring-red-300",
  accent: "bg-indigo-50 text-indigo-900 ring-indigo-300",
};

/** A small label. Always carries text (colour is never the only signal). */
export function Badge({ tone = "neutral", children, className = "", ...rest }: { tone?: BadgeTone; children: ReactNode; className?: string } & Record<`data-${string}`, string>) {
  return (
    <span {...rest} className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]} ${className}`}>
      {children}
    </span>
  );
}
