/**
 * The confirmation step's forms (decision 017): move the booked visit to another day and time,
 * or cancel it. Only the action imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";

export const VisitChangeFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("reschedule"),
      date: z.iso.date({ error: "Please pick a day." }),
      slot: z.string({ error: "Please pick a time." }).regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, "Please pick a time."),
    }),
    z.object({ intent: z.literal("cancel") }),
  ],
  { error: "Please choose to change the time or to cancel the visit." },
);
