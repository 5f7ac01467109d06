import { describe, expect, it } from "vitest";
import { nonPublicReason, parseIPv6, parseWebhookUrl, resolveTarget, TargetRefused, type Resolver } from "./ssrf";

describe("nonPublicReason", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.10", "private"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["0.0.0.0", "this-network"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "reserved/broadcast"],
    ["192.0.2.1", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fd12:3456::1", "unique-local"],
    ["fc00::1", "unique-local"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["2002:c0a8:0101::1", "private"],
    ["::127.0.0.1", "IPv4-compatible"],
  ])("%s is %s", (addr, reason) => {
    expect(nonPublicReason(addr)).toBe(reason);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:0808:0808::1"])(
    "%s is public",
    (addr) => {
      expect(nonPublicReason(addr)).toBeNull();
    },
  );

  it("parses every IPv6 form to 16 bytes", () => {
    expect(parseIPv6("::1")).toEqual([...Array(15).fill(0), 1]);
    expect(parseIPv6("[::ffff:1.2.3.4]")).toEqual([...Array(10).fill(0), 0xff, 0xff, 1, 2, 3, 4]);
    expect(parseIPv6("2001:db8:0:0:0:0:0:1")).toEqual(parseIPv6("2001:db8::1"));
    expect(parseIPv6("not-an-address")).toBeUndefined();
  });
});

describe("parseWebhookUrl", () => {
  it("requires an absolute https URL without credentials", () => {
    expect(parseWebhookUrl("not a url", false)).toEqual({ error: "must be a valid absolute URL" });
    expect(parseWebhookUrl("/relative", false)).toEqual({ error: "must be a valid absolute URL" });
    expect(parseWebhookUrl("http://example.com/hook", false)).toEqual({ error: "must be an https:// URL" });
    expect(parseWebhookUrl("ftp://example.com/hook", true)).toEqual({ error: "must be an https:// URL" });
    expect(parseWebhookUrl("https://user:pw@example.com/hook", false)).toMatchObject({ error: expect.stringContaining("credentials") });
    expect(parseWebhookUrl("https://example.com/hook?x=1", false)).toHaveProperty("url");
  });

  it("allows plain http only when private networks are allowed", () => {
    expect(parseWebhookUrl("http://127.0.0.1:8080/hook", true)).toHaveProperty("url");
  });
});

describe("resolveTarget", () => {
  const fake = (table: Record<string, string[]>): Resolver => async (host) => {
    const addrs = table[host];
    if (!addrs) throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
    return addrs.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  const resolve = fake({
    "hooks.example.com": ["93.184.216.34"],
    "rebind.example": ["127.0.0.1"],
    "mixed.example": ["93.184.216.34", "10.0.0.5"],
    "v6.example": ["::1"],
  });

  it("returns the checked address of a public host", async () => {
    await expect(resolveTarget(new URL("https://hooks.example.com/x"), { allowPrivate: false, resolve })).resolves.toEqual({ address: "93.184.216.34", family: 4 });
  });

  it("refuses a hostname that resolves to loopback, or to any private address among several", async () => {
    await expect(resolveTarget(new URL("https://rebind.example/x"), { allowPrivate: false, resolve })).rejects.toThrow(/resolves to 127\.0\.0\.1, which is not a public address \(loopback\)/);
    await expect(resolveTarget(new URL("https://mixed.example/x"), { allowPrivate: false, resolve })).rejects.toThrow(/10\.0\.0\.5.*private/);
    await expect(resolveTarget(new URL("https://v6.example/x"), { allowPrivate: false, resolve })).rejects.toThrow(TargetRefused);
  });

  it("refuses literal private addresses in every spelling the URL parser accepts", async () => {
    for (const u of ["https://127.0.0.1/", "https://2130706433/", "https://0x7f.0.0.1/", "https://127.1/", "https://[::1]/", "https://[::ffff:127.0.0.1]/", "https://169.254.169.254/latest/meta-data"]) {
      await expect(resolveTarget(new URL(u), { allowPrivate: false, resolve }), u).rejects.toThrow(TargetRefused);
    }
  });

  it("refuses an unresolvable host", async () => {
    await expect(resolveTarget(new URL("https://nowhere.invalid/"), { allowPrivate: false, resolve })).rejects.toThrow(/could not be resolved/);
  });

  it("resolves 'localhost' through the system resolver and refuses it", async () => {
    await expect(resolveTarget(new URL("https://localhost:8443/"), { allowPrivate: false })).rejects.toThrow(/localhost resolves to .*loopback/);
  });

  it("allows private targets when WEBHOOK_ALLOW_PRIVATE_NETWORKS is on", async () => {
    await expect(resolveTarget(new URL("http://rebind.example/"), { allowPrivate: true, resolve })).resolves.toEqual({ address: "127.0.0.1", family: 4 });
  });
});
