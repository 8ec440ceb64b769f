/**
 * The purity of gold (karat) as the site asks it and sends it (requirements §3: "quality becomes
 * goldQuality"): one of four values written "22K", 22 karat by default. Pure code: the visit
 * booking and the card's limit increase both use it. docs/decisions/020-gold-card-limits-and-purity.md.
 */
import { msg, type Message } from "~/i18n/message";

export const GOLD_QUALITIES = ["18K", "20K", "22K", "24K"] as const;
export type GoldQuality = (typeof GOLD_QUALITIES)[number];

export const DEFAULT_GOLD_QUALITY: GoldQuality = "22K";

/** Whether a value is one of the four purities, exactly as sent ("22K"). */
export function isGoldQuality(value: unknown): value is GoldQuality {
  return typeof value === "string" && (GOLD_QUALITIES as readonly string[]).includes(value);
}

/** A purity as a person or an older link may write it ("22K", " 22k ", "22"), or null when it is none of the four. */
export function parseGoldQuality(value: string | null | undefined): GoldQuality | null {
  const text = (value ?? "").trim().toUpperCase();
  const quality = /^\d+$/.test(text) ? `${text}K` : text;
  return isGoldQuality(quality) ? quality : null;
}

/** The karat number of a purity: "22K" -> 22. */
export function goldQualityKarat(quality: GoldQuality): number {
  return Number(quality.slice(0, -1));
}

/** "22K" -> "22 karat", as the pages write it (shown with `t.message`). */
export function goldQualityMessage(quality: GoldQuality): Message {
  return msg("{karat} karat", { karat: goldQualityKarat(quality) });
}
