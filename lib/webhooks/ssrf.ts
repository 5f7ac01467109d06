// Outbound-request guard for webhook URLs (server-side request forgery). A subscription may only target a public
// address over HTTPS: private, loopback, link-local, unique-local, carrier-grade NAT, multicast, documentation
// and other special-purpose ranges (IANA special-purpose registries, IPv4 and IPv6, including IPv4 embedded in
// IPv4-mapped, NAT64 and 6to4 addresses) are refused. Names are checked after DNS resolution, at subscription
// time AND at every delivery (DNS can change), and the delivery connects to the very address that was checked
// (no second lookup an attacker could rebind). WEBHOOK_ALLOW_PRIVATE_NETWORKS=true lifts the address check and
// allows plain http:// (tests, local demos).
import dns from "node:dns/promises";
import net from "node:net";

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export function privateNetworksAllowed(): boolean {
  return process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS === "true";
}

export class TargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TargetRefused";
  }
}

// ---------------------------------------------------------------------------------------------------------
// Address classification

type Range = [bytes: number[], prefixBits: number, label: string];

const V4_BLOCKED: Range[] = [
  [[0, 0, 0, 0], 8, "this-network"],
  [[10, 0, 0, 0], 8, "private"],
  [[100, 64, 0, 0], 10, "carrier-grade NAT"],
  [[127, 0, 0, 0], 8, "loopback"],
  [[169, 254, 0, 0], 16, "link-local"],
  [[172, 16, 0, 0], 12, "private"],
  [[192, 0, 0, 0], 24, "IETF protocol assignments"],
  [[192, 0, 2, 0], 24, "documentation"],
  [[192, 88, 99, 0], 24, "6to4 relay"],
  [[192, 168, 0, 0], 16, "private"],
  [[198, 18, 0, 0], 15, "benchmarking"],
  [[198, 51, 100, 0], 24, "documentation"],
  [[203, 0, 113, 0], 24, "documentation"],
  [[224, 0, 0, 0], 4, "multicast"],
  [[240, 0, 0, 0], 4, "reserved/broadcast"],
];

const h = (s: string) => parseIPv6(s)!;
const V6_BLOCKED: Range[] = [
  [h("::1"), 128, "loopback"],
  [h("::"), 128, "unspecified"],
  [h("::"), 96, "IPv4-compatible"],
  [h("64:ff9b:1::"), 48, "local-use NAT64"],
  [h("100::"), 64, "discard-only"],
  [h("2001::"), 23, "IETF protocol assignments"],
  [h("2001:db8::"), 32, "documentation"],
  [h("3fff::"), 20, "documentation"],
  [h("fc00::"), 7, "unique-local"],
  [h("fe80::"), 10, "link-local"],
  [h("fec0::"), 10, "site-local"],
  [h("ff00::"), 8, "multicast"],
];

function inRange(bytes: number[], [net, bits]: Range): boolean {
  for (let i = 0; i < bits; i++) {
    const mask = 0x80 >> (i % 8);
    if ((bytes[i >> 3] & mask) !== (net[i >> 3] & mask)) return false;
  }
  return true;
}

function parseIPv4(s: string): number[] | undefined {
  if (!net.isIPv4(s)) return undefined;
  return s.split(".").map(Number);
}

/** 16 bytes of an IPv6 address (any textual form, including an embedded dotted IPv4 tail); undefined if invalid. */
export function parseIPv6(input: string): number[] | undefined {
  const s = input.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!net.isIPv6(s)) return undefined;
  let tail: number[] = [];
  let head = s;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (v4) {
    tail = parseIPv4(v4[1])!;
    head = s.slice(0, -v4[1].length) + "0:0"; // two placeholder groups, replaced below
  }
  const [l, r] = head.includes("::") ? head.split("::") : [head, undefined];
  const left = l ? l.split(":") : [];
  const right = r === undefined ? [] : r ? r.split(":") : [];
  const groups = r === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  if (groups.length !== 8) return undefined;
  const bytes = groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
  if (v4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** Why an address is not a public unicast address, or null when it is. */
export function nonPublicReason(address: string): string | null {
  const v4 = parseIPv4(address);
  if (v4) return V4_BLOCKED.find((r) => inRange(v4, r))?.[2] ?? null;
  const v6 = parseIPv6(address);
  if (!v6) return "not an IP address";
  // IPv4 inside IPv6: mapped (::ffff:a.b.c.d), NAT64 well-known prefix (64:ff9b::/96), 6to4 (2002:AABB:CCDD::)
  if (inRange(v6, [h("::ffff:0:0"), 96, ""]) || inRange(v6, [h("64:ff9b::"), 96, ""])) {
    return nonPublicReason(v6.slice(12).join("."));
  }
  if (inRange(v6, [h("2002::"), 16, ""])) return nonPublicReason(v6.slice(2, 6).join("."));
  return V6_BLOCKED.find((r) => inRange(v6, r))?.[2] ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// URLs

const MAX_URL_LENGTH = 2048;

/** Shape rules for a subscription URL. Returns the parsed URL or a message for the `url` field. */
export function parseWebhookUrl(raw: string, allowPrivate = privateNetworksAllowed()): { url: URL } | { error: string } {
  if (raw.length > MAX_URL_LENGTH) return { error: `must be at most ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: "must be a valid absolute URL" };
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return { error: "must be an https:// URL" };
  if (url.username || url.password) return { error: "must not contain credentials (sign deliveries with the secret instead)" };
  if (!url.hostname) return { error: "must have a host" };
  return { url };
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/**
 * Resolves the URL's host and returns the address to connect to. Every resolved address must be public (a name
 * that resolves to both a public and a private address is refused), unless private networks are allowed.
 */
export async function resolveTarget(
  url: URL,
  opts: { allowPrivate?: boolean; resolve?: Resolver } = {},
): Promise<ResolvedAddress> {
  const allowPrivate = opts.allowPrivate ?? privateNetworksAllowed();
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  } else {
    try {
      addresses = await (opts.resolve ?? systemResolver)(host);
    } catch {
      throw new TargetRefused(`host ${host} could not be resolved`);
    }
    if (addresses.length === 0) throw new TargetRefused(`host ${host} could not be resolved`);
  }
  if (!allowPrivate) {
    for (const a of addresses) {
      const reason = nonPublicReason(a.address);
      if (reason) {
        const what = a.address === host ? host : `${host} resolves to ${a.address}, which`;
        throw new TargetRefused(`${what} is not a public address (${reason})`);
      }
    }
  }
  return addresses[0];
}
