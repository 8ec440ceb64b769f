/**
 * The lead form's one schema (the home page and /lp/basic-details, requirements §4): the phone, the
 * city, the amount and the loan type, each checked on its own. What depends on the city list
 * (a city of the list, an amount in its range) is the use-case's (lead-form.server.ts), which
 * reads the list. Only the action imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import { asText, messageText } from "~/i18n/message";
import { DEFAULT_LOAN_TYPE, LOAN_TYPES, type LoanType } from "~/journey/lead";
import { isValidIndianMobile, parseIndianMobile, PHONE_PROBLEM } from "~/journey/phone";

const digitsOnly = (value: unknown) => (typeof value === "string" ? value.replace(/[₹,\s]/g, "") : value);

export const LeadFormSchema = z.object({
  phone: z
    .string({ error: messageText("Enter your 10-digit mobile number.") })
    .refine(isValidIndianMobile, asText(PHONE_PROBLEM))
    // The 10 digits, whatever was typed in front (+91, 0) or between.
    .transform((phone) => parseIndianMobile(phone)!),
  cityId: z.number({ error: messageText("Choose your city.") }).int(),
  loanAmount: z.preprocess(
    digitsOnly,
    z.coerce.number({ error: messageText("Enter the loan amount you need.") }).int(messageText("Enter the amount in whole rupees.")),
  ),
  loanType: z.enum(LOAN_TYPES as [LoanType, ...LoanType[]]).default(DEFAULT_LOAN_TYPE),
});

export type LeadForm = z.output<typeof LeadFormSchema>;
export type LeadFields = z.input<typeof LeadFormSchema>;
