/**
 * The login, sign-up and code forms' schemas (the rules themselves: login.ts, otp-code.ts). Only
 * the actions import this module, so zod stays out of the pages' JavaScript.
 */
import * as z from "zod";
import { asText } from "~/i18n/message";
import { FIRSTNAME_PROBLEM, loginKind, parseLoginIdentity, type LoginKind } from "~/cards/login";
import { OtpCodeSchema } from "~/cards/otp-code";
import { OTP_CODE_PROBLEM } from "~/journey/otp";

/** A typed identity as the upstream gets it, or its problem as an issue (on `path`). */
function toIdentity(kind: LoginKind, raw: string, ctx: z.RefinementCtx, path: string[] = []): string {
  const parsed = parseLoginIdentity(kind, raw.slice(0, 254));
  if ("value" in parsed) return parsed.value;
  ctx.addIssue({ code: "custom", path, message: asText(parsed.problem) });
  return z.NEVER;
}

/** The login form: the kind of identity (a phone unless "email") and the phone number or e-mail address. */
export const LoginFormSchema = z
  .object({ kind: z.string().optional().transform(loginKind), identity: z.string().default("") })
  .transform((form, ctx) => ({ kind: form.kind, identity: toIdentity(form.kind, form.identity, ctx, ["identity"]) }));
export type LoginForm = z.output<typeof LoginFormSchema>;
export type LoginFields = z.input<typeof LoginFormSchema>;

/** The sign-up form: a first name, an optional last name and the mobile number. */
export const SignUpFormSchema = z.object({
  firstname: z
    .string({ error: asText(FIRSTNAME_PROBLEM) })
    .trim()
    .min(1, asText(FIRSTNAME_PROBLEM)),
  lastname: z.string().trim().default(""),
  phone: z
    .string()
    .default("")
    .transform((raw, ctx) => toIdentity("phone", raw, ctx)),
});
export type SignUpForm = z.output<typeof SignUpFormSchema>;
export type SignUpFields = z.input<typeof SignUpFormSchema>;

/** The code page's forms: check the code (the default), or send it again. */
export const LoginCodeFormSchema = z
  .object({
    intent: z
      .string()
      .optional()
      .transform((intent) => (intent === "resend" ? "resend" : "verify")),
    otp: z.string().default(""),
  })
  .superRefine((form, ctx) => {
    if (form.intent === "verify" && !OtpCodeSchema.safeParse(form.otp).success)
      ctx.addIssue({ code: "custom", path: ["otp"], message: asText(OTP_CODE_PROBLEM) });
  });
export type LoginCodeForm = z.output<typeof LoginCodeFormSchema>;
export type LoginCodeFields = z.input<typeof LoginCodeFormSchema>;
