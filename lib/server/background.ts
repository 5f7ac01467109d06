// Background work of an Innkeep process: the webhook worker (outbox fan-out, deliveries, retries), the event-bus
// relay to NATS JetStream when NATS_URL is set, and the registered event consumers. Started inside the server
// (lib/webhooks/start-worker.ts) and by `npm run worker` (scripts/worker.ts).
import { natsConfigFromEnv } from "../events/bus/nats";
import { NatsRelay } from "../events/bus/nats-relay";
import { registeredEventConsumers, startEventConsumer, type ConsumerHandle } from "../events/bus/consumers";
import { logger } from "../log/logger";
import { systemClock, type Clock } from "../time/clock";
import { WebhookWorker } from "../webhooks/worker";

export type Background = { stop(): Promise<void> };

const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : fallback);

export async function startBackgroundWork(opts: { clock?: Clock } = {}): Promise<Background> {
  const clock = opts.clock ?? systemClock;
  const worker = new WebhookWorker({
    clock,
    concurrency: num(process.env.WEBHOOK_WORKER_CONCURRENCY, 128),
    leaseMs: num(process.env.WEBHOOK_LEASE_MS, 30_000),
    pollMs: num(process.env.WEBHOOK_POLL_MS, 200),
  });
  worker.start();

  const nats = natsConfigFromEnv();
  const relay = nats ? new NatsRelay({ config: nats, clock }) : undefined;
  relay?.start();

  const consumers: ConsumerHandle[] = [];
  for (const c of registeredEventConsumers()) {
    // a consumer that cannot start (NATS down) is logged, not fatal: deliveries must keep running
    await startEventConsumer(c, { nats, clock }).then(
      (h) => consumers.push(h),
      (err) => logger.error({ consumer: c.name, err }, "event consumer could not start"),
    );
  }
  return {
    stop: async () => {
      await Promise.all([worker.stop(), relay?.stop(), ...consumers.map((c) => c.stop())]);
    },
  };
}
