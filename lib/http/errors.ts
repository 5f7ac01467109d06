// Domain errors. Services throw AppError(code, message, details?) and never pick an HTTP status; each API surface
// maps codes to statuses in one table (ERROR_STATUS below), and renders them in its own dialect.

export type ErrorDetail = { field: string; message: string };

export const ERROR_STATUS = {
  validation_error: 400,
  malformed_json: 400,
  bad_request: 400,
  invalid_credentials: 401,
  token_expired: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  invalid_state: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  no_availability: 422,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The messages of spec document 1's error table; other codes carry the service's own message. */
export const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  validation_error: "Invalid request data",
  not_found: "Resource not found",
  no_availability: "No rooms available for the requested dates",
  invalid_credentials: "The provided credentials are invalid",
  token_expired: "The access token has expired",
  forbidden: "You do not have permission to access this resource",
  rate_limited: "Too many requests",
  internal_error: "An unexpected error occurred",
  payload_too_large: "Request body is too large",
  malformed_json: "Request body is not valid JSON",
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  /** Extra top-level fields some endpoints document (e.g. `{overstays: 3}`). */
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: { details?: ErrorDetail[]; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code);
    this.name = "AppError";
    this.code = code;
    this.details = opts.details;
    this.extra = opts.extra;
    this.headers = opts.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);

export function validationError(field: string, message: string): AppError {
  return new AppError("validation_error", "Invalid request data", { details: [{ field, message }] });
}

type PrismaLikeError = { name?: string; code?: string; meta?: Record<string, unknown> };

/** Prisma errors mapped once: unique violation → conflict, record not found → not_found. Anything else: undefined. */
export function fromPrismaError(e: unknown): AppError | undefined {
  const err = e as PrismaLikeError;
  if (!err || typeof err !== "object" || err.name !== "PrismaClientKnownRequestError") return undefined;
  if (err.code === "P2002") return new AppError("conflict", "A record with the same unique value already exists");
  if (err.code === "P2025") return new AppError("not_found", "Resource not found");
  if (err.code === "P2003") return new AppError("conflict", "The record is referenced by or refers to another record");
  // a value out of its column's range (e.g. an amount beyond a 32-bit integer)
  if (err.code === "P2020" || err.code === "P2033") return new AppError("unprocessable", "A value is out of the range Innkeep can store");
  return undefined;
}
