/**
 * PAN and document-photo rules (requirements §D; pure, shared by the page and the tests).
 * A PAN is five letters, four digits and a letter; the fourth letter says who holds it
 * (P for a person). Photos are JPEG, PNG or WebP up to 5 MB, checked by their first bytes
 * as well as their declared type. The forms' schemas: documents-form.ts.
 */
import type { MessageKey } from "~/i18n/keys";
import { msg, type Message } from "~/i18n/message";
import type { DocumentType } from "~/upstream/schemas/card";

/** The page of these forms. */
export const DOCUMENTS_PATH = "/lp/cards/documents";

export const PAN_PATTERN = "[A-Za-z]{5}[0-9]{4}[A-Za-z]";
export const PAN_PROBLEM = msg("Enter your 10-character PAN, for example ABCPE1234F.");
export const PAN_NOT_PERSONAL = msg("This PAN is not an individual's. Please enter your personal PAN (its fourth letter is P).");
export const NAME_PROBLEM = msg("Enter your name as it appears on your PAN card.");

/** Upper-cased, spaces removed. */
export function normalisePan(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

export function panProblem(raw: string): Message | null {
  const pan = normalisePan(raw);
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return PAN_PROBLEM;
  if (pan[3] !== "P") return PAN_NOT_PERSONAL;
  return null;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");
export const IMAGE_TOO_LARGE = msg("The photo must be 5 MB or smaller. Please choose a smaller one.");
export const IMAGE_WRONG_TYPE = msg("Please choose a JPEG, PNG or WebP photo.");
export const IMAGE_MISSING = msg("Choose a photo to upload.");

/** The image type its first bytes show, or null when they are not JPEG, PNG or WebP. */
export function sniffImageType(bytes: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** Why this photo cannot be uploaded, or null when it can. */
export function imageProblem(file: { size: number; type: string }, head: Uint8Array): Message | null {
  if (file.size === 0) return IMAGE_MISSING;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  const sniffed = sniffImageType(head);
  if (!sniffed || !(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_WRONG_TYPE;
  return null;
}

export const DOCUMENT_LABEL = {
  GOLD_PHOTO: "A photo of the gold",
  INVOICE: "The purchase invoice",
  ADDRESS_PROOF: "Address proof",
} as const satisfies Record<DocumentType, MessageKey>;

export const DOCUMENT_TYPE_PROBLEM = msg("Choose what the photo shows.");
export const UPLOAD_UNREADABLE = msg("We could not read this upload. Please choose the photo again.");
const MAX_FILE_NAME_LENGTH = 100;
const EXTENSION: Record<(typeof IMAGE_TYPES)[number], string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/**
 * The name a photo is sent upstream under: the last part of what the browser sent, with
 * anything but letters, digits, ".", "-", "_", "(", ")" and single spaces made "_" (no quotes,
 * no line breaks, no path), at most 100 characters; "photo.<ext>" when nothing is left.
 */
export function safeFileName(name: string, type: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[^A-Za-z0-9._() -]/g, "_")
    .replace(/ {2,}/g, " ")
    .trim()
    .slice(-MAX_FILE_NAME_LENGTH);
  if (/[A-Za-z0-9]/.test(cleaned)) return cleaned;
  return `photo.${EXTENSION[type as keyof typeof EXTENSION] ?? "jpg"}`;
}
