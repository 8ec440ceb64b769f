/**
 * The pincode step's form (requirements §4): check a pincode (the default), or choose the nearest branch.
 * Only the action imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import { asText } from "~/i18n/message";
import { normalisePincode, pincodeProblem } from "~/journey/pincode";

/** The pincode step's forms: check a pincode (the default), or take the nearest branch instead. */
export const PincodeFormSchema = z
  .object({
    intent: z
      .string()
      .optional()
      .transform((intent) => (intent === "branch" ? "branch" : "check")),
    pincode: z.string().default(""),
    branchId: z.string().default(""),
  })
  .superRefine((form, ctx) => {
    const problem = form.intent === "check" ? pincodeProblem(form.pincode) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["pincode"], message: asText(problem) });
  })
  .transform((form) => ({ ...form, pincode: normalisePincode(form.pincode) }));

export type PincodeForm = z.output<typeof PincodeFormSchema>;
export type PincodeFields = z.input<typeof PincodeFormSchema>;
