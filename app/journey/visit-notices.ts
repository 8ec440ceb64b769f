/**
 * What the confirmation step says once after a change of the visit (the flash, app/site/flash.ts).
 * Its own module, so only the confirmation's page carries these words.
 */
import type { MessageKey } from "~/i18n/keys";

export const VISIT_NOTICES = {
  "already-booked": "You already have this visit booked. You can change its time or cancel it here.",
  changed: "Done: your visit has its new time.",
  "cancelled-elsewhere": "This visit had already been cancelled, so it could not be changed. You can book a new one.",
} as const satisfies Record<string, MessageKey>;

export type VisitNotice = keyof typeof VISIT_NOTICES;

declare module "~/site/flash" {
  interface Notices {
    confirmation: { visit: VisitNotice };
  }
}
