import { db } from "../db/client";
import { notFound } from "../http/errors";
import { SUBSCRIPTION_SELECT, subscriptionToDto } from "./to-dto";

export async function getWebhook(input: { propertyId: string; id: string }) {
  const sub = await db().webhookSubscription.findFirst({ where: { id: input.id, propertyId: input.propertyId }, select: SUBSCRIPTION_SELECT });
  if (!sub) throw notFound("Webhook subscription");
  return subscriptionToDto(sub);
}
