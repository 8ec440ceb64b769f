/**
 * The call-back form (the alert-seek prompt, an unserviceable pincode): the page to come back to,
 * a path of this site with its query; anything else comes back to the pincode step. Only the
 * action imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import { PINCODE_PATH } from "~/journey/paths";
import { safeRedirectPath } from "~/platform/request.server";

export const CallbackFormSchema = z.object({
  returnTo: z
    .string()
    .max(2000)
    .optional()
    .catch(undefined)
    .transform((returnTo) => safeRedirectPath(returnTo ?? "", PINCODE_PATH)),
});

export type CallbackForm = z.output<typeof CallbackFormSchema>;
