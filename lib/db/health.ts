import { getDb } from "./client";

export async function checkDatabase(): Promise<{ ok: boolean; engine: "postgresql" | "pglite" }> {
  const d = getDb();
  const engine = d.target.kind === "postgres" ? "postgresql" : "pglite";
  try {
    await d.raw.query("SELECT 1");
    return { ok: true, engine };
  } catch {
    return { ok: false, engine };
  }
}
