/**
 * PAN and document-photo rules (requirements §D; pure, shared by the page and the tests).
 * A PAN is five letters, four digits and a letter; the fourth letter says who holds it
 * (P for a person). Photos are JPEG, PNG or WebP up to 5 MB, checked by their first bytes,
 * which their declared type and their name's extension must agree with. The forms' schemas:
 * documents-form.ts.
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
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");
export const IMAGE_TOO_LARGE = msg("The photo must be 5 MB or smaller. Please choose a smaller one.");
export const IMAGE_WRONG_TYPE = msg("Please choose a JPEG, PNG or WebP photo.");
export const IMAGE_MISSING = msg("Choose a photo to upload.");

/** The extensions a name may have for each type; the first is the one a photo is sent upstream with. */
const EXTENSIONS: Record<ImageType, readonly string[]> = { "image/jpeg": ["jpg", "jpeg"], "image/png": ["png"], "image/webp": ["webp"] };

/** The image type its first bytes show, or null when they are not JPEG, PNG or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/**
 * The extension of a file's name, in lower case ("IMG_0042.JPG": "jpg"), or null when it has none.
 * Only the last part of a path counts, and trailing dots and spaces go first, as Windows drops them
 * ("x.html." is an HTML file there).
 */
export function fileExtension(name: string): string | null {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[. ]+$/, "");
  const dot = base.lastIndexOf(".");
  return dot === -1 ? null : base.slice(dot + 1).toLowerCase();
}

/**
 * What a photo is, or why it cannot be uploaded. Its bytes must be a JPEG, PNG or WebP image, and
 * the type the browser declared and the name's extension must say the same (a JPEG named .jpg or
 * .jpeg, a PNG .png, a WebP .webp): a file that starts like a JPEG but is named or declared as
 * something else is refused, whatever else it holds. A name without an extension is taken (some
 * phones' galleries give one), as the name is never sent on (uploadFileName).
 */
export function checkPhoto(
  file: { size: number; type: string; name: string },
  head: Uint8Array,
): { type: ImageType } | { problem: Message } {
  if (file.size === 0) return { problem: IMAGE_MISSING };
  if (file.size > MAX_IMAGE_BYTES) return { problem: IMAGE_TOO_LARGE };
  const type = sniffImageType(head);
  if (!type || file.type !== type) return { problem: IMAGE_WRONG_TYPE };
  const extension = fileExtension(file.name);
  if (extension !== null && !EXTENSIONS[type].includes(extension)) return { problem: IMAGE_WRONG_TYPE };
  return { type };
}

export const DOCUMENT_LABEL = {
  GOLD_PHOTO: "A photo of the gold",
  INVOICE: "The purchase invoice",
  ADDRESS_PROOF: "Address proof",
} as const satisfies Record<DocumentType, MessageKey>;

export const DOCUMENT_TYPE_PROBLEM = msg("Choose what the photo shows.");
export const UPLOAD_UNREADABLE = msg("We could not read this upload. Please choose the photo again.");

/**
 * The name a photo is sent upstream under: ours, never the browser's, with the extension of the
 * type its bytes showed ("gold-photo.jpg", "address-proof.png").
 */
export function uploadFileName(documentType: DocumentType, type: ImageType): string {
  return `${documentType.toLowerCase().replace(/_/g, "-")}.${EXTENSIONS[type][0]}`;
}
