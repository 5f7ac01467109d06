import { validationError } from "../http/errors";
import { parseWebhookUrl, resolveTarget, TargetRefused, type Resolver } from "./ssrf";

/** A subscription URL must be HTTPS and resolve only to public addresses (unless private networks are allowed). */
export async function vetSubscriptionUrl(raw: string, resolve?: Resolver): Promise<string> {
  const parsed = parseWebhookUrl(raw);
  if ("error" in parsed) throw validationError("url", parsed.error);
  try {
    await resolveTarget(parsed.url, { resolve });
  } catch (e) {
    if (e instanceof TargetRefused) throw validationError("url", `must point to a public address: ${e.message}`);
    throw e;
  }
  return raw;
}
