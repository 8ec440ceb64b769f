/**
 * Structured, masked logging. Logs never hold a full phone number, an OTP, a token
 * or a PAN (requirements §A5): values under sensitive keys are masked and phone-like
 * or token-like text inside strings is masked too. Nor do they hold what a person wrote about
 * themselves (a name, notes, an e-mail, a postal address, a birth date): under those keys,
 * wherever they are nested, only the length of the value is logged.
 */

const SECRET_KEYS = /^(otp|code|pan|aadhaar|cookie|set-cookie)$|token|jwt|authorization|password|secret/i;
/** Three base64url parts starting with a JSON header: a JWT, wherever it appears. */
const JWT_TEXT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const PHONE_KEYS = /phone|mobile/i;
/**
 * Keys of personal free text, compared lower-cased without separators ("customer_notes" is
 * "customernotes"): any name of a person, notes, remarks and comments, e-mail, postal address
 * parts, birth dates and coordinates, and the PAN under its other spellings.
 */
const PERSONAL_KEYS = new RegExp(
  [
    "^(?:first|last|middle|full|given|family|sur|customer|cardholder|panholder|accountholder|holder|father|mother|spouse|nominee|display|user|applicant|person|owner|pan|card)?names?$",
    "^nameon\\w*$|^nameas\\w*$",
    "notes?$|remarks?$|comments?$|^description$|^freetext$",
    "e?mail(?:id|address)?$|^emails?\\w*$",
    "(?:google|home|residential|postal|full|street|billing|shipping|permanent|current|customer)address$|^addressline\\d*$",
    "^(?:house|street|landmark|locality|area)$",
    "^(?:dob|dateofbirth|birthdate|googlecoordinates|coordinates|latitude|longitude|lat|lng)$",
    "^pan(?:number|no|card|id)$",
  ].join("|"),
);
/** A client address as the limits log it (an IP literal, or "unknown"): not a postal address. */
const CLIENT_ADDRESS = /^(?:unknown|[\d.]+|[\da-f:.]+)$/i;
const EMAIL_TEXT = /[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g;

function personalKey(key: string): boolean {
  return PERSONAL_KEYS.test(key.toLowerCase().replace(/[^a-z\d]/g, ""));
}

/** What redacted() and factsOf() leave: already safe, kept as it is (a line is masked once more when written). */
const REDACTED_TEXT = /^\[(?:\d+ chars|redacted)\]$/;

/** What a personal value becomes in a log line: its length only. */
function redacted(value: unknown): string {
  if (typeof value === "string") return REDACTED_TEXT.test(value) ? value : `[${value.length} chars]`;
  return "[redacted]";
}

/** Text that reads as an id, a code, a status or a date (one word, no "@"): kept by factsOf. */
const FACT_TEXT = /^[\w.:/+-]{1,64}$/;

/**
 * A request or response body as an error log keeps it: numbers, booleans, ids, codes, statuses
 * and dates; any other text (a message, a name, a note, whatever the upstream echoed) only as
 * its length. For the bodies of failed upstream calls, which may hold anything a person typed.
 */
export function factsOf(value: unknown): unknown {
  if (typeof value === "string") return FACT_TEXT.test(value) || REDACTED_TEXT.test(value) ? value : `[${value.length} chars]`;
  if (Array.isArray(value)) return value.map((item) => factsOf(item));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, factsOf(v)]));
  }
  return value;
}

/** "+919876543210" -> "+91******3210"; keeps the last four digits only. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length < 4) return "****";
  return `${value.startsWith("+") ? "+" : ""}${digits.length > 10 ? digits.slice(0, digits.length - 10) : ""}******${digits.slice(-4)}`;
}

function maskText(text: string): string {
  return text
    .replace(JWT_TEXT, "***")
    .replace(/(JWT|Bearer)\s+[A-Za-z0-9._~+/=-]+/g, "$1 ***")
    .replace(/([?&](?:otp|token|jwt)=)[^&\s]+/gi, "$1***")
    .replace(/(\b(?:otp|code|pin)\b\W{0,3})\d{4,8}\b/gi, "$1***")
    .replace(/(?<![\w-])(?:\+?91[ -]?)?[6-9](?:[ -]?\d){9}(?![\w-])/g, (m) => maskPhone(m))
    .replace(/\b[A-Z]{5}\d{4}[A-Z]\b/gi, "**********")
    .replace(EMAIL_TEXT, "***@$1");
}

export function mask(value: unknown, key = ""): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_KEYS.test(key)) return "***";
  if (personalKey(key)) return redacted(value);
  // "address" is the client address in the limits' lines; any other text under it is a postal address.
  if (key.toLowerCase() === "address" && typeof value === "string" && !CLIENT_ADDRESS.test(value)) return redacted(value);
  if (typeof value === "string") return PHONE_KEYS.test(key) ? maskPhone(value) : maskText(value);
  if (typeof value === "number" && PHONE_KEYS.test(key)) return maskPhone(String(value));
  if (Array.isArray(value)) return value.map((v) => mask(v));
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, mask(v, k)]));
  }
  return value;
}

type Level = "info" | "warn" | "error";

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  if (process.env.LOG_LEVEL === "silent") return;
  const line = JSON.stringify({ level, at: new Date().toISOString(), event, ...(mask(fields) as object) });
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

/** What a log line says of an error: its message, or a thrown non-Error as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const log = {
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
