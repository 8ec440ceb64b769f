/**
 * The schemes step's form (app/components/scheme-list.tsx): the chosen scheme and the amount the
 * page showed it for. Only the action imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";

export const CHOOSE_SCHEME_MESSAGE = "Please choose a scheme from the list.";

export const SchemeChoiceFormSchema = z.object({
  intent: z.literal("choose").optional(),
  schemeId: z.string({ error: CHOOSE_SCHEME_MESSAGE }).trim().min(1, CHOOSE_SCHEME_MESSAGE).max(64, CHOOSE_SCHEME_MESSAGE),
  amount: z.coerce.number({ error: CHOOSE_SCHEME_MESSAGE }).int(CHOOSE_SCHEME_MESSAGE).positive(CHOOSE_SCHEME_MESSAGE),
});
