// The event envelope of spec document 2, exactly: {id, type, created_at, property_id, data}. Webhook bodies and
// bus messages are this object serialised once; the signature covers those exact bytes.
export type EventEnvelope = { id: string; type: string; created_at: string; property_id: string; data: unknown };

export function toEnvelope(e: { id: string; type: string; createdAt: Date | string; propertyId: string; data: unknown }): EventEnvelope {
  return { id: e.id, type: e.type, created_at: new Date(e.createdAt).toISOString(), property_id: e.propertyId, data: e.data };
}

export function serializeEnvelope(env: EventEnvelope): string {
  return JSON.stringify({ id: env.id, type: env.type, created_at: env.created_at, property_id: env.property_id, data: env.data });
}
