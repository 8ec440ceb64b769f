/** The one-time code a cardholder types (login, consent, limit increase): six digits, and the one message for any other. */
import * as z from "zod";
import { asText, msg } from "~/i18n/message";

export const CODE_FORMAT_PROBLEM = msg("Enter the 6-digit code we sent you.");

export const OtpCodeSchema = z
  .string({ error: asText(CODE_FORMAT_PROBLEM) })
  .trim()
  .regex(/^\d{6}$/, asText(CODE_FORMAT_PROBLEM));
