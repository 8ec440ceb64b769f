/**
 * The lead's OTP step form (requirements §4): check a code (the default), or send one again by SMS or a
 * call. Only the action imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import { asText } from "~/i18n/message";
import { normaliseOtpCode, otpCodeProblem } from "~/journey/otp";

/** What the step's two forms post: `intent` (anything but resend/voice checks the code) and the code, spaces allowed. */
export const LeadOtpFormSchema = z
  .object({
    intent: z
      .string()
      .optional()
      .transform((intent) => (intent === "resend" || intent === "voice" ? intent : "verify")),
    otp: z.string().default("").transform(normaliseOtpCode),
  })
  .superRefine((form, ctx) => {
    const problem = form.intent === "verify" ? otpCodeProblem(form.otp) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["otp"], message: asText(problem) });
  });

export type LeadOtpForm = z.output<typeof LeadOtpFormSchema>;
export type LeadOtpFields = z.input<typeof LeadOtpFormSchema>;
