/** The new release request's form (the rules: release-requests.ts). Only the action imports it, so zod stays out of the page. */
import * as z from "zod";
import { asText } from "~/i18n/message";
import { ACTION_PROBLEM, NOTES_MAX_LENGTH, NOTES_PROBLEM, PRIORITY_PROBLEM } from "~/cards/release-requests";
import { ReleaseActionSchema, ReleasePrioritySchema } from "~/upstream/schemas/card";

/** The new-request form, as conform's parseWithZod reads it (an empty field is a missing one). */
export const ReleaseFormSchema = z.object({
  actionDesired: z.enum(ReleaseActionSchema.options, { error: asText(ACTION_PROBLEM) }),
  priority: z.enum(ReleasePrioritySchema.options, { error: asText(PRIORITY_PROBLEM) }),
  customerNotes: z.string().trim().max(NOTES_MAX_LENGTH, asText(NOTES_PROBLEM)).default(""),
});
export type ReleaseFormInput = z.infer<typeof ReleaseFormSchema>;
export type ReleaseFields = z.input<typeof ReleaseFormSchema>;
