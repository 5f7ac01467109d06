import { z } from "zod";
import { checkDatabase } from "@/lib/db/health";
import { AppError } from "@/lib/http/errors";
import { v1PublicRoute } from "@/lib/http/route";

export const GET = v1PublicRoute({
  operationId: "health",
  summary: "Health check",
  description: "200 when the database answers, 503 otherwise. No authentication.",
  tags: ["Operations"],
  rateLimit: "public",
  response: z.object({ status: z.literal("ok"), database: z.enum(["postgresql", "pglite"]) }),
  errors: ["service_unavailable"],
  handler: async () => {
    const db = await checkDatabase();
    if (!db.ok) throw new AppError("service_unavailable", "The database does not answer");
    return { status: "ok", database: db.engine };
  },
});
