import pino from "pino";

// Structured JSON logs on stdout. Secrets never reach a log line: the redact list is a second guard behind the
// rule that request bodies and credentials are not logged at all.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "innkeep" },
  redact: {
    paths: [
      "*.password",
      "*.secret",
      "*.client_secret",
      "*.refresh_token",
      "*.access_token",
      "*.authorization",
      "*.key_secret",
      "*.webhookSecret",
      "headers.authorization",
      "headers.cookie",
    ],
    censor: "[redacted]",
  },
});

export type Logger = typeof logger;
