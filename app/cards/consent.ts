/** The consent page's forms (pure): send the code, or give consent with the code. */
import * as z from "zod";
import { OtpCodeSchema } from "~/cards/otp-code";

export const ConsentFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send") }),
  z.object({ intent: z.literal("validate"), otp: OtpCodeSchema }),
]);
