import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

/** A plain, responsive data table: horizontal scroll inside its card, never a layout break at 768 px. `relative`
 * keeps screen-reader-only text (absolutely positioned) inside the scrolling box instead of widening the page. */
export function Table({ caption, children, testId }: { caption?: string; children: ReactNode; testId?: string }) {
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table data-testid={testId} className="min-w-full divide-y divide-slate-200 text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function Th({ className = "", ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" {...rest} className={`bg-slate-50 px-3 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase ${className}`} />;
}

export function Td({ className = "", ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...rest} className={`px-3 py-2 align-middle text-slate-800 ${className}`} />;
}
