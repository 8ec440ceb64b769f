/**
 * The one rule for "who is the client" (requirements §A11). The address is the socket's,
 * unless TRUSTED_PROXY_HOPS says how many proxies of ours stand in front of the app; then it is
 * the address those proxies recorded in X-Forwarded-For, never one the client wrote there.
 *
 * Counting works as Express's `trust proxy` number does: the candidates, nearest first, are the
 * socket address and then the X-Forwarded-For entries from the right; hops N picks candidate N
 * (or the farthest there is). Behind Fly's proxy the rightmost entry is the app's own address
 * and the one before it is the client's, so fly.toml sets 2 (docs/decisions/010).
 */
import { isIP, isIPv4 } from "node:net";

/** Longer X-Forwarded-For values are cut to their rightmost part (where our proxies write). */
export const MAX_FORWARDED_FOR_LENGTH = 1024;
/** What the site keys by when it cannot tell the client at all (a request with no socket address). */
export const UNKNOWN_ADDRESS = "unknown";

export type AddressSource = {
  /** The TCP peer (Node's `socket.remoteAddress`). */
  socketAddress: string | undefined;
  /** The X-Forwarded-For header as received (joined when sent more than once). */
  forwardedFor: string | string[] | undefined;
  /** TRUSTED_PROXY_HOPS. */
  trustedHops: number;
};

/** Strips an IPv4-mapped IPv6 prefix, brackets and a port; null when what is left is not an address. */
export function normalizeAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  const zone = value.indexOf("%");
  if (zone !== -1) value = value.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value.toLowerCase() : null;
}

/** The client's address for this request (a valid IP), or UNKNOWN_ADDRESS. */
export function clientAddress({ socketAddress, forwardedFor, trustedHops }: AddressSource): string {
  const socket = normalizeAddress(socketAddress) ?? UNKNOWN_ADDRESS;
  if (trustedHops <= 0) return socket;
  let header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  if (header.length > MAX_FORWARDED_FOR_LENGTH) header = header.slice(-MAX_FORWARDED_FOR_LENGTH);
  const entries = header.split(",").slice(-trustedHops).reverse();
  // entries[0] is the nearest proxy's record; hop N is entries[N - 1], or the farthest we have.
  const chosen = entries[Math.min(trustedHops, entries.length) - 1];
  // A proxy of ours wrote that entry: if it is not an address, something is misconfigured, and the
  // socket (the proxy itself) is the only address left that nobody outside could have chosen.
  return normalizeAddress(chosen) ?? socket;
}

/**
 * The part of an address that limits count by: an IPv4 address as it is, an IPv6 address by its
 * /64 (one subscriber usually holds a whole /64, so counting single addresses would let one phone
 * reset its limits at will).
 */
export function addressLimitKey(address: string): string {
  if (address === UNKNOWN_ADDRESS || isIPv4(address)) return address;
  const groups = expandIPv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address;
}

/** The eight 16-bit groups of an IPv6 address (lower-case, no leading zeros), or null. */
export function expandIPv6(address: string): string[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => parseInt(g, 16).toString(16));
  return groups.length === 8 ? groups : null;
}
