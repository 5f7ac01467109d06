import { recordAudit, type Actor } from "../audit/record-audit";
import { notFound } from "../http/errors";
import { writeTransaction } from "../db/transaction";

/**
 * Deletes the subscription with its pending deliveries and delivery log (hard delete: the encrypted secret goes
 * too). An attempt already in flight finishes, but its result is not recorded.
 */
export async function deleteWebhook(input: { propertyId: string; actor: Actor; id: string }) {
  const { propertyId, id } = input;
  await writeTransaction(async (tx) => {
    const { count } = await tx.webhookSubscription.deleteMany({ where: { id, propertyId } });
    if (count === 0) throw notFound("Webhook subscription");
    await recordAudit(tx, { actor: input.actor, propertyId, action: "webhook.deleted", entityType: "webhook_subscription", entityId: id });
  });
}
