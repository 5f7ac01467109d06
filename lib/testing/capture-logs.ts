// Captures every log line the process writes (all levels) while a test runs, to prove what never gets logged.
import pino from "pino";
import { logger } from "../log/logger";

export function captureLogs(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const target = logger as unknown as Record<symbol, unknown>;
  const previousStream = target[pino.symbols.streamSym];
  const previousLevel = logger.level;
  target[pino.symbols.streamSym] = { write: (s: string) => void lines.push(s) };
  logger.level = "trace";
  return {
    lines,
    restore: () => {
      target[pino.symbols.streamSym] = previousStream;
      logger.level = previousLevel;
    },
  };
}
