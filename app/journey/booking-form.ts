/**
 * The booking step's form (requirements §3, §4): a branch visit (at a branch) or a doorstep visit (at an
 * address), on a day and slot, with the purity of the gold, the customer's name (optional) and the
 * optional referral and voucher codes. The address's pincode follows the one pincode rule (app/journey/pincode.ts). Only the
 * action imports it, so zod stays out of the page's JavaScript.
 */
import * as z from "zod";
import type { MessageKey } from "~/i18n/keys";
import { asText, messageText } from "~/i18n/message";
import { DEFAULT_GOLD_QUALITY, GOLD_QUALITIES, type GoldQuality } from "~/journey/gold-quality";
import { normalisePincode, pincodeProblem } from "~/journey/pincode";
import type { SalesVisitAddress } from "~/upstream/schemas/visit";

/** A visit's day and time, as the booking and a change of time take them. */
export const VISIT_TIME_FIELDS = {
  date: z.iso.date({ error: messageText("Please pick a day.") }),
  slot: z.string({ error: messageText("Please pick a time.") }).regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, messageText("Please pick a time.")),
};

const TOO_LONG = messageText("Please keep this under 120 characters.");
const required = (key: MessageKey) =>
  z
    .string({ error: messageText(key) })
    .trim()
    .min(1, messageText(key))
    .max(120, TOO_LONG);
const optional = z.string().trim().max(120, TOO_LONG).default("");
const code = z.string().trim().max(24, messageText("That code is too long.")).optional();
/** The customer's name (optional): letters of any script, spaces, dots, apostrophes and hyphens. */
const personName = z
  .string()
  .trim()
  .max(80, messageText("Please keep your name under 80 characters."))
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$|^$/u, messageText("Please write your name in letters only."))
  .default("");

const common = {
  ...VISIT_TIME_FIELDS,
  // Requirements §3 quality (sent as goldQuality): one of the listed purities; a form without it (an older page) means the default.
  quality: z
    .enum(GOLD_QUALITIES, { error: messageText("Please choose the purity of your gold: 18, 20, 22 or 24 karat.") })
    .default(DEFAULT_GOLD_QUALITY),
  name: personName,
  referralCode: code,
  voucherCode: code,
};

const pincode = z
  .string()
  .default("")
  .superRefine((value, ctx) => {
    const problem = pincodeProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: asText(problem) });
  })
  .transform(normalisePincode);

/**
 * What a booking asks for: the visit, its day and slot, the purity of the gold (the lead's
 * quality, sent as goldQuality) and the customer's name ("" when left empty).
 */
export type BookingInput = (
  | { kind: "branch"; date: string; slotId: string; branchId: string }
  | { kind: "doorstep"; date: string; slotId: string; address: SalesVisitAddress }
) & { quality: GoldQuality; name: string };

export const BookingFormSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("branch"), branchId: z.string({ error: messageText("Please choose a branch.") }).max(64), ...common }),
      z.object({
        kind: z.literal("doorstep"),
        house: required("Please enter your house or flat number."),
        floor: optional,
        apartment: optional,
        street: required("Please enter your street or road."),
        subarea: optional,
        area: required("Please enter your area or locality."),
        landmark: optional,
        pincode,
        ...common,
      }),
    ],
    { error: messageText("Please choose a branch visit or a doorstep visit.") },
  )
  .transform(({ referralCode, voucherCode, ...form }): { visit: BookingInput; referralCode?: string; voucherCode?: string } => {
    if (form.kind === "branch") {
      const { kind, date, slot, quality, name, branchId } = form;
      return { visit: { kind, date, slotId: slot, quality, name, branchId }, referralCode, voucherCode };
    }
    const { kind, date, slot, quality, name, ...address } = form;
    return { visit: { kind, date, slotId: slot, quality, name, address }, referralCode, voucherCode };
  });

export type BookingForm = z.output<typeof BookingFormSchema>;
export type BookingFields = z.input<typeof BookingFormSchema>;
