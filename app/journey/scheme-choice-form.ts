/**
 * The schemes step's form (app/components/scheme-list.tsx): the chosen scheme and the amount the
 * page showed it for. Only the action imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import { messageText } from "~/i18n/message";

const CHOOSE_SCHEME = messageText("Please choose a scheme from the list.");

export const SchemeChoiceFormSchema = z.object({
  intent: z.literal("choose").optional(),
  schemeId: z.string({ error: CHOOSE_SCHEME }).trim().min(1, CHOOSE_SCHEME).max(64, CHOOSE_SCHEME),
  amount: z.coerce.number({ error: CHOOSE_SCHEME }).int(CHOOSE_SCHEME).positive(CHOOSE_SCHEME),
});

export type SchemeChoiceForm = z.output<typeof SchemeChoiceFormSchema>;
export type SchemeChoiceFields = z.input<typeof SchemeChoiceFormSchema>;
