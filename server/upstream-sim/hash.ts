/** A small stable string hash (32-bit FNV-1a) for deterministic seeded figures. Pure code. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) from the hash of `text`. */
export function stableFraction(text: string): number {
  return stableHash(text) / 0x1_0000_0000;
}
