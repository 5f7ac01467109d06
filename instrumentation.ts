// Runs once when the Next.js server starts (never during `next build`): migrate, seed the demo property on an
// empty database, start background workers.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { bootServer } = await import("./lib/server/boot");
  await bootServer();
}
