// zod at the edge: shared field schemas and the issue → {field, message} formatter.
import { z } from "zod";
import type { ErrorDetail } from "./errors";

// A missing field reads "Required" rather than zod's "expected string, received undefined".
z.config({
  customError: (iss) => (iss.code === "invalid_type" && iss.input === undefined ? "Required" : undefined),
});

export function fieldPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out || "body";
}

export function formatZodIssues(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((i) => ({ field: fieldPath(i.path), message: i.message }));
}

/** Opaque ids are UUIDs; a malformed one in a path can never exist (the wrapper answers 404). */
export const ZId = z.uuid({ error: "must be a valid id" });

/** `YYYY-MM-DD`, a real calendar date. */
export const ZDate = z.iso
  .date({ error: "must be a date in YYYY-MM-DD format" })
  // a hotel never deals in dates outside this range, and JavaScript dates misread years below 100
  .refine((d) => d >= "1900-01-01" && d <= "2999-12-31", "must be a date between 1900-01-01 and 2999-12-31");

/** Money in major units with at most two decimals → integer minor units. */
export const ZMoney = z
  .number({ error: "must be a number" })
  .nonnegative("must not be negative")
  // minor units are stored as 32-bit integers: 10,000,000 major units (1e9 minor) keeps sums well inside
  .max(10_000_000, "is too large")
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "must have at most two decimals");

export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => Math.round(minor) / 100;

/** A query parameter that may be repeated (`a=X&a=Y`), given as `a[]=X`, or a comma list (`a=X,Y`). */
export function zList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (v === undefined || v === "") return undefined;
    const arr = Array.isArray(v) ? v : [v];
    return arr.flatMap((x) => String(x).split(",")).map((s) => s.trim()).filter(Boolean);
  }, z.array(item).optional());
}

export const ZBoolParam = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean({ error: "must be true or false" }),
);

export const ZTrimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
