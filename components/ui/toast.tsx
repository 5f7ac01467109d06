"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

export type ToastKind = "success" | "error" | "info";
type ToastItem = { id: number; kind: ToastKind; message: string };
type ToastApi = { show: (kind: ToastKind, message: string) => void; success: (m: string) => void; error: (m: string) => void; info: (m: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

const STYLE: Record<ToastKind, string> = {
  success: "border-emerald-400 bg-emerald-50 text-emerald-950",
  error: "border-red-400 bg-red-50 text-red-950",
  info: "border-sky-400 bg-sky-50 text-sky-950",
};
const PREFIX: Record<ToastKind, string> = { success: "Done:", error: "Error:", info: "Note:" };

/**
 * Toasts live in a polite live region (errors in an assertive one). Each toast has data-testid="toast" and
 * data-kind, because getByRole("alert") also matches Next's route announcer.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const seq = useRef(0);
  const dismiss = useCallback((id: number) => setItems((xs) => xs.filter((x) => x.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const id = ++seq.current;
      setItems((xs) => [...xs.slice(-3), { id, kind, message }]);
      window.setTimeout(() => dismiss(id), kind === "error" ? 10_000 : 6_000);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({ show, success: (m) => show("success", m), error: (m) => show("error", m), info: (m) => show("info", m) }),
    [show],
  );
  const render = (filter: (t: ToastItem) => boolean) =>
    items.filter(filter).map((t) => (
      <div key={t.id} data-testid="toast" data-kind={t.kind} className={`pointer-events-auto flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${STYLE[t.kind]}`}>
        <p className="flex-1">
          <span className="font-semibold">{PREFIX[t.kind]}</span> {t.message}
        </p>
        <button type="button" onClick={() => dismiss(t.id)} className="rounded px-1 font-medium hover:bg-black/5" aria-label="Dismiss notification">
          ×
        </button>
      </div>
    ));
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2">
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {render((t) => t.kind !== "error")}
        </div>
        <div aria-live="assertive" className="flex flex-col gap-2">
          {render((t) => t.kind === "error")}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast outside ToastProvider");
  return ctx;
}
