/** The one-time code a cardholder types (login, consent, limit increase): six digits (pure). */
import * as z from "zod";

export const CODE_FORMAT_MESSAGE = "Enter the 6-digit code we sent you.";

export const OtpCodeSchema = z
  .string({ error: CODE_FORMAT_MESSAGE })
  .trim()
  .regex(/^\d{6}$/, CODE_FORMAT_MESSAGE);

/** The login code page's forms: check the code (the default), or send it again. */
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
      ctx.addIssue({ code: "custom", path: ["otp"], message: CODE_FORMAT_MESSAGE });
  });
