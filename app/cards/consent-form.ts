/** The consent page's forms: send the code, or give consent with the code. Only the action imports it (zod stays out of the page). */
import * as z from "zod";
import { OtpCodeSchema } from "~/cards/otp-code";

export const ConsentFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send") }),
  z.object({ intent: z.literal("validate"), otp: OtpCodeSchema }),
]);
export type ConsentForm = z.output<typeof ConsentFormSchema>;
export type ConsentFields = z.input<typeof ConsentFormSchema>;
