/**
 * Auth contract (requirements §7 "Auth"): OTP login for cardholders by e-mail (v1) or phone (v2),
 * sign-up, and token validation. The upstream issues and checks the codes; it answers a
 * login with the JWT the card calls carry as `Authorization: JWT {token}` (requirements §6).
 * Paths and shapes beyond the spec's field lists are our assumption (docs/upstream-contract.md).
 */
import * as z from "zod";
import { E164IndianPhoneSchema } from "~/upstream/schemas/lead";

const EmailSchema = z.email().max(254);
const AuthOtpCodeSchema = z.string().regex(/^\d{6}$/);

/** POST /auth/v1/send-otp {email}, POST /auth/v1/resend-otp {email} */
export const EmailOtpRequestSchema = z.object({ email: EmailSchema }).strict();
/** POST /auth/v2/send-otp {phone}, POST /auth/v2/signUpOtp {phone} */
export const PhoneOtpRequestSchema = z.object({ phone: E164IndianPhoneSchema }).strict();

/**
 * The answer to every OTP send. A 404 (no account for that phone or e-mail) is an answer whose
 * body is returned to the caller (requirements §8); the page then offers sign-up.
 */
export const AuthOtpResponseSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  data: z.object({ retryAfterSeconds: z.number().int().nonnegative().nullish() }).nullish(),
});

/** POST /auth/v1/otplogin {email, otp} */
export const EmailLoginRequestSchema = z.object({ email: EmailSchema, otp: AuthOtpCodeSchema }).strict();
/** POST /auth/v2/otplogin {phone, otp} */
export const PhoneLoginRequestSchema = z.object({ phone: E164IndianPhoneSchema, otp: AuthOtpCodeSchema }).strict();
/** POST /auth/v2/createaccount {firstname, lastname optional, phone, otp} */
export const CreateAccountRequestSchema = z
  .object({
    firstname: z.string().trim().min(1).max(60),
    lastname: z.string().trim().max(60).optional(),
    phone: E164IndianPhoneSchema,
    otp: AuthOtpCodeSchema,
  })
  .strict();
export type CreateAccountRequest = z.infer<typeof CreateAccountRequestSchema>;

export const AuthUserSchema = z.object({
  customerId: z.string(),
  firstname: z.string(),
  lastname: z.string().nullish(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** A login or account creation: the JWT and who it belongs to. A wrong code is a 401 with a message. */
export const LoginResponseSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  data: z.object({ token: z.string().min(1), user: AuthUserSchema }),
});

/**
 * POST /auth/jwtvalidate: empty body, the token in the Authorization header (`JWT {token}`).
 * 200 with the user, or 401 (expired or unknown token), which is an answer, not a failure (requirements §8).
 */
export const JwtValidateResponseSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  data: z.object({ valid: z.boolean(), user: AuthUserSchema.nullish() }).nullish(),
});
