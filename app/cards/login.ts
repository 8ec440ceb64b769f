/**
 * Cardholder login input rules (pure, shared by the pages and the tests): a login is by an
 * Indian mobile number or an e-mail address, and the page shows who the code went to
 * without printing the whole number or address. The login and sign-up forms' schemas.
 */
import * as z from "zod";
import { parseIndianMobile, COUNTRY_PREFIX } from "~/journey/phone";
import { utf8Length } from "~/platform/bytes";

export type LoginKind = "phone" | "email";

export const PHONE_PROBLEM = "Enter a 10-digit mobile number starting with 6, 7, 8 or 9.";
export const EMAIL_PROBLEM = "Enter an e-mail address like name@example.com.";
export const FIRSTNAME_PROBLEM = "Enter your first name.";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function loginKind(value: string | null | undefined): LoginKind {
  return value === "email" ? "email" : "phone";
}

/** The identity the upstream gets (+91 phone, lower-case e-mail), or the problem to show. */
export function parseLoginIdentity(kind: LoginKind, raw: string): { value: string } | { problem: string } {
  if (kind === "email") {
    const email = raw.trim().toLowerCase();
    return utf8Length(email) <= 254 && EMAIL.test(email) ? { value: email } : { problem: EMAIL_PROBLEM };
  }
  const digits = parseIndianMobile(raw);
  return digits ? { value: `${COUNTRY_PREFIX}${digits}` } : { problem: PHONE_PROBLEM };
}

/** A typed identity as the upstream gets it, or its problem as an issue (on `path`). */
function toIdentity(kind: LoginKind, raw: string, ctx: z.RefinementCtx, path: string[] = []): string {
  const parsed = parseLoginIdentity(kind, raw.slice(0, 254));
  if ("value" in parsed) return parsed.value;
  ctx.addIssue({ code: "custom", path, message: parsed.problem });
  return z.NEVER;
}

/** The login form: the kind of identity (a phone unless "email") and the phone number or e-mail address. */
export const LoginFormSchema = z
  .object({ kind: z.string().optional().transform(loginKind), identity: z.string().default("") })
  .transform((form, ctx) => ({ kind: form.kind, identity: toIdentity(form.kind, form.identity, ctx, ["identity"]) }));

/** The sign-up form: a first name, an optional last name and the mobile number. */
export const SignUpFormSchema = z.object({
  firstname: z.string({ error: FIRSTNAME_PROBLEM }).trim().min(1, FIRSTNAME_PROBLEM),
  lastname: z.string().trim().default(""),
  phone: z
    .string()
    .default("")
    .transform((raw, ctx) => toIdentity("phone", raw, ctx)),
});

/** "+919000000601" -> "+91 ******0601"; "asha.rao@example.com" -> "as******@example.com". */
export function maskedIdentity(kind: LoginKind, value: string): string {
  if (kind === "phone") return `${COUNTRY_PREFIX} ******${value.slice(-4)}`;
  const [local = "", domain = ""] = value.split("@");
  return `${local.slice(0, Math.min(2, local.length))}******@${domain}`;
}
