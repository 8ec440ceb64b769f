import { describe, expect, it } from "vitest";
import {
  addressLimitKey,
  clientAddress,
  expandIPv6,
  MAX_FORWARDED_FOR_LENGTH,
  normalizeAddress,
  UNKNOWN_ADDRESS,
} from "~/platform/client-address";

describe("clientAddress", () => {
  it("is the socket address when no proxy is trusted, whatever the headers say", () => {
    expect(clientAddress({ socketAddress: "203.0.113.9", forwardedFor: "198.51.100.1", trustedHops: 0 })).toBe("203.0.113.9");
    expect(clientAddress({ socketAddress: "::ffff:203.0.113.9", forwardedFor: undefined, trustedHops: 0 })).toBe("203.0.113.9");
  });

  it("takes the entry our one proxy appended, not what the client wrote before it", () => {
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "1.1.1.1, 198.51.100.7", trustedHops: 1 })).toBe("198.51.100.7");
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: ["1.1.1.1", "198.51.100.7"], trustedHops: 1 })).toBe("198.51.100.7");
  });

  it("behind Fly (client, then the app's own address on the right) takes the second entry from the right", () => {
    const fly = (xff: string) => clientAddress({ socketAddress: "172.16.5.2", forwardedFor: xff, trustedHops: 2 });
    expect(fly("198.51.100.7, 66.241.124.10")).toBe("198.51.100.7");
    // A forged entry on the left changes nothing.
    expect(fly("9.9.9.9, 8.8.8.8, 198.51.100.7, 66.241.124.10")).toBe("198.51.100.7");
  });

  it("takes the farthest entry there is when there are fewer than the hops", () => {
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "198.51.100.7", trustedHops: 2 })).toBe("198.51.100.7");
  });

  it("falls back to the socket when the chosen entry is not an address, or the header is missing", () => {
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "1.1.1.1, not-an-ip", trustedHops: 1 })).toBe("10.0.0.2");
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: undefined, trustedHops: 1 })).toBe("10.0.0.2");
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: "", trustedHops: 1 })).toBe("10.0.0.2");
  });

  it("reads only the rightmost part of a huge header", () => {
    const huge = `${"7.7.7.7, ".repeat(5000)}198.51.100.7`;
    expect(huge.length).toBeGreaterThan(MAX_FORWARDED_FOR_LENGTH);
    expect(clientAddress({ socketAddress: "10.0.0.2", forwardedFor: huge, trustedHops: 1 })).toBe("198.51.100.7");
  });

  it("is UNKNOWN_ADDRESS without a usable socket address", () => {
    expect(clientAddress({ socketAddress: undefined, forwardedFor: "198.51.100.7", trustedHops: 0 })).toBe(UNKNOWN_ADDRESS);
  });
});

describe("normalizeAddress", () => {
  it("accepts IPv4 and IPv6, with ports, brackets and zones removed", () => {
    expect(normalizeAddress(" 203.0.113.9:443 ")).toBe("203.0.113.9");
    expect(normalizeAddress("[2001:DB8::1]:8080")).toBe("2001:db8::1");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
  });

  it("refuses anything else", () => {
    for (const bad of ["", "unknown", "203.0.113", "a".repeat(100), "1.2.3.4\r\nX: y", "999.1.1.1"])
      expect(normalizeAddress(bad)).toBeNull();
  });
});

describe("addressLimitKey", () => {
  it("keeps IPv4 addresses whole (carrier NAT shares one)", () => {
    expect(addressLimitKey("203.0.113.9")).toBe("203.0.113.9");
  });

  it("keys IPv6 by its /64, however the address is written", () => {
    const key = addressLimitKey("2401:4900:1c2a:7f10::1");
    expect(key).toBe("2401:4900:1c2a:7f10::/64");
    expect(addressLimitKey("2401:4900:1c2a:7f10:ffff:1234:5678:9abc")).toBe(key);
    expect(addressLimitKey("2401:4900:1c2a:7f10:0:0:0:2")).toBe(key);
    expect(addressLimitKey("2401:4900:1c2a:7f11::1")).not.toBe(key);
  });
});

describe("expandIPv6", () => {
  it("expands :: and an embedded IPv4 tail", () => {
    expect(expandIPv6("::1")).toEqual(["0", "0", "0", "0", "0", "0", "0", "1"]);
    expect(expandIPv6("64:ff9b::192.0.2.33")).toEqual(["64", "ff9b", "0", "0", "0", "0", "c000", "221"]);
    expect(expandIPv6("203.0.113.9")).toBeNull();
  });
});
