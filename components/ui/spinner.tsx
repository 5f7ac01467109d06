import type { ReactNode } from "react";

export function Spinner({ label = "Loading…", className = "" }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-sm text-slate-600 ${className}`} data-testid="loading">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin motion-reduce:animate-none">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label}
    </span>
  );
}

/** Loading, empty and error states share one frame so screens look the same in every state. */
export function StateBox({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-700">
      {children}
    </div>
  );
}

export function LoadingState({ label }: { label?: string }) {
  return (
    <StateBox>
      <Spinner label={label} />
    </StateBox>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <StateBox testId="empty-state">
      <p className="font-medium text-slate-800">{title}</p>
      {children}
    </StateBox>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : "Something went wrong";
  return (
    <div data-testid="error-state" className="flex flex-col items-center gap-2 rounded-xl border border-red-300 bg-red-50 p-6 text-center text-sm text-red-900">
      <p className="font-medium">Could not load this: {message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="rounded-md border border-red-400 bg-white px-3 py-1 font-medium hover:bg-red-100">
          Try again
        </button>
      ) : null}
    </div>
  );
}
