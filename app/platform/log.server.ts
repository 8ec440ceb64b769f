/**
 * Structured, masked logging. Logs never hold a full phone number, an OTP, a token
 * or a PAN (ARCHITECTURE.md §5): values under sensitive keys are masked and phone-like
 * or token-like text inside strings is masked too.
 */

const SECRET_KEYS = /^(otp|code|pan|aadhaar|cookie|set-cookie)$|token|jwt|authorization|password|secret/i;
/** Three base64url parts starting with a JSON header: a JWT, wherever it appears. */
const JWT_TEXT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const PHONE_KEYS = /phone|mobile/i;

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
    .replace(/\b[A-Z]{5}\d{4}[A-Z]\b/g, "**********");
}

export function mask(value: unknown, key = ""): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_KEYS.test(key)) return "***";
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

export const log = {
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
