/**
 * The confirmation step's forms (decision 017): move the booked visit to another day and time
 * (the booking step's rules for them), or cancel it. Only the action imports it, so zod stays
 * out of the page's JavaScript.
 */
import * as z from "zod";
import { messageText } from "~/i18n/message";
import { VISIT_TIME_FIELDS } from "~/journey/booking-form";

export const VisitChangeFormSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("reschedule"), ...VISIT_TIME_FIELDS }), z.object({ intent: z.literal("cancel") })],
  { error: messageText("Please choose to change the time or to cancel the visit.") },
);

export type VisitChangeForm = z.output<typeof VisitChangeFormSchema>;
export type VisitChangeFields = z.input<typeof VisitChangeFormSchema>;
