/** The rewards page's claim form. Only the action imports it, so zod stays out of the page. */
import * as z from "zod";

/** The claim form: the group (whether it may be claimed now is checked against the upstream). */
export const ClaimFormSchema = z.object({ groupId: z.string().default("") });
export type ClaimForm = z.output<typeof ClaimFormSchema>;
export type ClaimFields = z.input<typeof ClaimFormSchema>;
