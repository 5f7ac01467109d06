// Cursor for "newest first" lists ordered by (created_at DESC, id DESC): the last row's [created_at, id].
import { z } from "zod";
import { AppError } from "./errors";
import { decodeCursor } from "./pagination";

const ZKey = z.tuple([z.iso.datetime().refine((t) => t >= "1970" && t < "3000"), z.uuid()]);

export function decodeTimeIdCursor(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  const v = decodeCursor(cursor, 2);
  if (!v) return undefined;
  const r = ZKey.safeParse(v);
  if (!r.success) throw new AppError("validation_error", "Invalid request data", { details: [{ field: "cursor", message: "cursor is not valid" }] });
  return { createdAt: new Date(r.data[0]), id: r.data[1] };
}

/** Prisma `where` fragment for the rows after the cursor in (createdAt DESC, id DESC) order. */
export function olderThan(after: { createdAt: Date; id: string } | undefined) {
  return after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {};
}
