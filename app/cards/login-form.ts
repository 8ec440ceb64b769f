/**
 * The login and sign-up forms' schemas (the rules themselves: login.ts). Only the actions import
 * this module, so zod stays out of the pages' JavaScript.
 */
import * as z from "zod";
import { FIRSTNAME_PROBLEM, loginKind, parseLoginIdentity, type LoginKind } from "~/cards/login";

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
