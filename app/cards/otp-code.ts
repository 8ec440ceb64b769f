/** The one-time code a cardholder types (login, consent, limit increase): the lead's code rule (app/journey/otp.ts), so both say the same. */
import * as z from "zod";
import { asText } from "~/i18n/message";
import { normaliseOtpCode, OTP_CODE_PROBLEM, otpCodeProblem } from "~/journey/otp";

export const OtpCodeSchema = z
  .string({ error: asText(OTP_CODE_PROBLEM) })
  .transform(normaliseOtpCode)
  .refine((code) => otpCodeProblem(code) === null, asText(OTP_CODE_PROBLEM));
