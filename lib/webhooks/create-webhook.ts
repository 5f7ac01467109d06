import { recordAudit, type Actor } from "../audit/record-audit";
import { uuidv7 } from "../db/uuid-v7";
import { currentEventSeq } from "./event-seq";
import type { TCreateWebhookBody } from "./schemas";
import { encryptSecret } from "./secret-box";
import { SUBSCRIPTION_SELECT, subscriptionToDto } from "./to-dto";
import { vetSubscriptionUrl } from "./vet-url";
import { writeTransaction } from "../db/transaction";

export async function createWebhook(input: { propertyId: string; actor: Actor; body: TCreateWebhookBody }) {
  const { propertyId, body } = input;
  const url = await vetSubscriptionUrl(body.url);
  const id = uuidv7();
  const created = await writeTransaction(async (tx) => {
    const sub = await tx.webhookSubscription.create({
      data: {
        id,
        propertyId,
        url,
        events: body.events,
        status: body.status ?? "ACTIVE",
        secretCiphertext: encryptSecret(body.secret, id),
        fromSeq: await currentEventSeq(tx),
        createdBy: `${input.actor.kind}:${input.actor.id}`,
      },
      select: SUBSCRIPTION_SELECT,
    });
    await recordAudit(tx, {
      actor: input.actor,
      propertyId,
      action: "webhook.created",
      entityType: "webhook_subscription",
      entityId: id,
      changes: { url, events: body.events, status: sub.status },
    });
    return sub;
  });
  return subscriptionToDto(created);
}
