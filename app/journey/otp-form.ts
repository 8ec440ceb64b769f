/**
 * The lead's OTP step form (spec §4): check a code (the default), or send one again by SMS or a
 * call. Only the action imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import { OTP_FORMAT_MESSAGE, OTP_LENGTH } from "~/journey/otp";

/** What the step's two forms post: `intent` (anything but resend/voice checks the code) and the code, spaces allowed. */
export const LeadOtpFormSchema = z
  .object({
    intent: z
      .string()
      .optional()
      .transform((intent) => (intent === "resend" || intent === "voice" ? intent : "verify")),
    otp: z
      .string()
      .default("")
      .transform((otp) => otp.replace(/\s/g, "")),
  })
  .superRefine((form, ctx) => {
    if (form.intent === "verify" && !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(form.otp))
      ctx.addIssue({ code: "custom", path: ["otp"], message: OTP_FORMAT_MESSAGE });
  });
