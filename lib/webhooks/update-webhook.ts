import { recordAudit, type Actor } from "../audit/record-audit";
import type { Prisma } from "../db/generated/client";
import { notFound } from "../http/errors";
import { currentEventSeq } from "./event-seq";
import type { TUpdateWebhookBody } from "./schemas";
import { encryptSecret } from "./secret-box";
import { SUBSCRIPTION_SELECT, subscriptionToDto } from "./to-dto";
import { vetSubscriptionUrl } from "./vet-url";
import { writeTransaction } from "../db/transaction";

/**
 * Changes url, events, secret (rotation) and/or status. Pausing stops deliveries at once (pending retries wait);
 * resuming receives events created from the resume on (events while paused are not sent) and lets pending
 * retries continue.
 */
export async function updateWebhook(input: { propertyId: string; actor: Actor; id: string; body: TUpdateWebhookBody }) {
  const { propertyId, id, body } = input;
  const url = body.url === undefined ? undefined : await vetSubscriptionUrl(body.url);
  const updated = await writeTransaction(async (tx) => {
    const current = await tx.webhookSubscription.findFirst({ where: { id, propertyId }, select: { status: true } });
    if (!current) throw notFound("Webhook subscription");
    const data: Prisma.WebhookSubscriptionUpdateManyMutationInput = {};
    if (url !== undefined) data.url = url;
    if (body.events) data.events = body.events;
    if (body.secret !== undefined) data.secretCiphertext = encryptSecret(body.secret, id);
    if (body.status && body.status !== current.status) {
      data.status = body.status;
      if (body.status === "ACTIVE") data.fromSeq = await currentEventSeq(tx);
    }
    // updateMany with the property in the filter: a concurrent DELETE (or another property's id) is a 404
    const { count } = await tx.webhookSubscription.updateMany({ where: { id, propertyId }, data: { ...data, updatedAt: new Date() } });
    if (count === 0) throw notFound("Webhook subscription");
    await recordAudit(tx, {
      actor: input.actor,
      propertyId,
      action: "webhook.updated",
      entityType: "webhook_subscription",
      entityId: id,
      changes: {
        ...(url !== undefined ? { url } : {}),
        ...(body.events ? { events: body.events } : {}),
        ...(body.status ? { status: body.status } : {}),
        ...(body.secret !== undefined ? { secret_rotated: true } : {}),
      },
    });
    return tx.webhookSubscription.findUniqueOrThrow({ where: { id }, select: SUBSCRIPTION_SELECT });
  });
  return subscriptionToDto(updated);
}
