import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

const CONTROL =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

type FieldFrame = { label: ReactNode; error?: string; hint?: ReactNode; className?: string; name?: string };

function Frame({ id, label, error, hint, className = "", children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** A labelled input with its validation message next to it (aria-invalid + aria-describedby). */
export function TextField({ label, error, hint, className, id: givenId, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const id = givenId ?? auto;
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
        className={`${CONTROL} ${error ? "border-red-600" : "border-slate-300"}`}
      />
    </Frame>
  );
}

export function SelectField({ label, error, hint, className, id: givenId, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const id = givenId ?? auto;
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
        className={`${CONTROL} ${error ? "border-red-600" : "border-slate-300"}`}
      >
        {children}
      </select>
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, className, id: givenId, ...area }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const id = givenId ?? auto;
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...area}
        className={`${CONTROL} ${error ? "border-red-600" : "border-slate-300"}`}
      />
    </Frame>
  );
}

/** Field-independent error text for a form (e.g. the API's message when no field is named). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p data-testid="form-error" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      {message}
    </p>
  );
}
