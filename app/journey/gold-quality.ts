/**
 * The purity of a customer's gold, in karat (spec §3 lead field `quality`, sent as
 * `goldQuality`). Pure: the visit booking and the card limit-increase calculator share it.
 */
export const GOLD_QUALITIES = ["18K", "20K", "22K", "24K"] as const;

export type GoldQuality = (typeof GOLD_QUALITIES)[number];

/** Most jewellery in India is 22 karat. */
export const DEFAULT_GOLD_QUALITY: GoldQuality = "22K";

export function isGoldQuality(value: unknown): value is GoldQuality {
  return typeof value === "string" && (GOLD_QUALITIES as readonly string[]).includes(value);
}

/** "22K" -> "22 karat" */
export function goldQualityLabel(quality: GoldQuality): string {
  return `${quality.slice(0, -1)} karat`;
}
