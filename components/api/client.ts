// One small typed fetch client for the staff screens. It calls the same versioned API as integrators, with the
// next-auth session cookie (same origin) and the selected property in X-Property-ID, and turns the API's error
// body `{error, message, details?: [{field, message}]}` into an ApiError the forms can show next to each field.

export type ErrorDetail = { field: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Field messages keyed by field path (`guest.email`, `rooms[0].adults`, …). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.details) if (!(d.field in out)) out[d.field] = d.message;
    return out;
  }
}

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export function toSearch(query: Query | undefined): string {
  if (!query) return "";
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === "") continue;
    if (Array.isArray(v)) for (const x of v) sp.append(k, String(x));
    else sp.append(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
}

export type RequestOptions = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; query?: Query; body?: unknown; signal?: AbortSignal };

/** `path` is relative to `/api/v1` unless it starts with `/api/` (document-3 endpoints). */
export async function apiRequest<T>(propertyId: string | undefined, path: string, opts: RequestOptions = {}): Promise<T> {
  if (!propertyId) throw new ApiError(0, "no_property", "No property selected");
  const url = `${path.startsWith("/api/") ? path : `/api/v1${path}`}${toSearch(opts.query)}`;
  const headers: Record<string, string> = { "X-Property-ID": propertyId, Accept: "application/json" };
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? "GET",
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: "same-origin",
      cache: "no-store",
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiError(0, "network_error", "The server could not be reached. Check the connection and try again.");
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const b = (json ?? {}) as Record<string, unknown>;
    // versioned API: {error, message, details}; document-3 dialect: {statusCode, error, message, details}
    const details = Array.isArray(b.details) ? (b.details as ErrorDetail[]) : [];
    const message = typeof b.message === "string" ? b.message : `Request failed (${res.status})`;
    if (res.status === 401 && typeof window !== "undefined") {
      // the session ended: back to sign-in, returning here afterwards
      window.location.assign(`/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    }
    throw new ApiError(res.status, typeof b.error === "string" ? b.error.toLowerCase() : "http_error", message, details, b);
  }
  return json as T;
}

/** Every page of a cursor-paginated list (small lists such as a property's rooms). */
export async function apiListAll<T>(propertyId: string | undefined, path: string, query: Query = {}, signal?: AbortSignal, pageSize = 100): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await apiRequest<{ data: T[]; pagination?: { cursor: string | null; has_more: boolean } }>(propertyId, path, {
      query: { ...query, limit: pageSize, cursor },
      signal,
    });
    out.push(...page.data);
    if (!page.pagination?.has_more || !page.pagination.cursor) break;
    cursor = page.pagination.cursor;
  }
  return out;
}

export function errorMessage(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.details.length && e.code === "validation_error") return `${e.message}: ${e.details.map((d) => `${d.field} ${d.message}`).join("; ")}`;
    return e.message;
  }
  return e instanceof Error ? e.message : "Something went wrong";
}
