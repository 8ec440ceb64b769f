/**
 * The catalogue's namespaces (decision 028): every string the site shows, in every language. A
 * page's loaders send the browser only their namespaces in the page's language
 * (app/i18n/catalogue.server.ts), and an English page gets nothing (the keys are the text).
 *
 * - chrome: what every page has (header, footer, language switcher, error pages and popup, the
 *   form's error summary), sent by the root loader;
 * - lead: the home page, the landing pages, the lead form, OTP, pincode, the exit flow;
 * - booking: what the booking step and the confirmation share (the visit kinds, days and times);
 * - booking-schemes, booking-visit, booking-confirmation: the schemes step, the booking step, the
 *   confirmation and changing a visit; the booking step sends booking-visit-branch,
 *   booking-visit-doorstep and booking-visit-limits only in the states that show them;
 * - scheme-facts: a scheme's figures and a loan's key facts (the schemes and booking steps, the search pages);
 * - cards: the cardholder pages and the gold card page;
 * - search: the city and scheme pages, the calculator, personal loans and the policy pages.
 */
import booking from "~/i18n/messages/booking.server";
import bookingConfirmation from "~/i18n/messages/booking-confirmation.server";
import bookingSchemes from "~/i18n/messages/booking-schemes.server";
import bookingVisit from "~/i18n/messages/booking-visit.server";
import bookingVisitBranch from "~/i18n/messages/booking-visit-branch.server";
import bookingVisitDoorstep from "~/i18n/messages/booking-visit-doorstep.server";
import bookingVisitLimits from "~/i18n/messages/booking-visit-limits.server";
import cards from "~/i18n/messages/cards.server";
import chrome from "~/i18n/messages/chrome.server";
import lead from "~/i18n/messages/lead.server";
import schemeFacts from "~/i18n/messages/scheme-facts.server";
import search from "~/i18n/messages/search.server";

export const CATALOGUE = {
  chrome,
  lead,
  booking,
  "booking-schemes": bookingSchemes,
  "booking-visit": bookingVisit,
  "booking-visit-branch": bookingVisitBranch,
  "booking-visit-doorstep": bookingVisitDoorstep,
  "booking-visit-limits": bookingVisitLimits,
  "booking-confirmation": bookingConfirmation,
  "scheme-facts": schemeFacts,
  cards,
  search,
} as const;

export type Catalogue = typeof CATALOGUE;
export type Namespace = keyof Catalogue;
