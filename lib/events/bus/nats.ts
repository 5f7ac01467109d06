// NATS JetStream connection and stream, through the official client. Configured by NATS_URL (unset: the bus is
// in-process), NATS_STREAM (default INNKEEP_EVENTS) and NATS_SUBJECT_PREFIX (default innkeep). Each Innkeep
// installation needs its own stream (the relay recovers its position from the stream's last message).
import { jetstream, jetstreamManager, JetStreamApiCodes, JetStreamApiError, StorageType, type JetStreamClient, type JetStreamManager } from "@nats-io/jetstream";
import { connect, nanos, type NatsConnection } from "@nats-io/transport-node";

export type NatsConfig = { url: string; stream: string; prefix: string };

export function natsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NatsConfig | undefined {
  if (!env.NATS_URL) return undefined;
  return { url: env.NATS_URL, stream: env.NATS_STREAM || "INNKEEP_EVENTS", prefix: env.NATS_SUBJECT_PREFIX || "innkeep" };
}

export type NatsBus = { nc: NatsConnection; js: JetStreamClient; jsm: JetStreamManager; config: NatsConfig; close(): Promise<void> };

/** Connects and makes sure the stream exists (created with a 10-minute duplicate window for msgID dedupe). */
export async function connectNats(config: NatsConfig, name = "innkeep"): Promise<NatsBus> {
  const nc = await connect({ servers: config.url, name, maxReconnectAttempts: -1, reconnectTimeWait: 2000 });
  try {
    const jsm = await jetstreamManager(nc);
    await ensureStream(jsm, config);
    return { nc, js: jetstream(nc), jsm, config, close: () => nc.drain() };
  } catch (e) {
    await nc.close();
    throw e;
  }
}

export async function ensureStream(jsm: JetStreamManager, config: NatsConfig): Promise<void> {
  try {
    await jsm.streams.info(config.stream);
  } catch (e) {
    if (!(e instanceof JetStreamApiError) || e.code !== JetStreamApiCodes.StreamNotFound) throw e;
    try {
      await jsm.streams.add({
        name: config.stream,
        subjects: [`${config.prefix}.>`],
        storage: StorageType.File,
        duplicate_window: nanos(10 * 60_000),
      });
    } catch (err) {
      // created concurrently by another process: fine
      await jsm.streams.info(config.stream).catch(() => {
        throw err;
      });
    }
  }
}
