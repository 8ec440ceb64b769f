/**
 * The catalogue's namespaces (decision 028): every string the site shows, in every language. A
 * page's loaders send the browser only their namespaces in the page's language
 * (app/i18n/catalogue.server.ts), and an English page gets nothing (the keys are the text).
 *
 * - chrome: what every page has (header, footer, language switcher, error pages and popup, the
 *   form's error summary), sent by the root loader;
 * - lead: the lead form (home page, /lp/basic-details, /best-gold-loan-exp); lead-basic:
 *   /lp/basic-details around the form; home and landing-exp: the text around those pages' copy;
 *   lead-copy: their copy, translated on the server (never sent to the browser); lead-journey:
 *   the /lp layout (progress, step titles, exit flow), sent on every step; lead-otp,
 *   lead-pincode, lead-step: those steps; gold-rate, step-blocks: the information blocks of the
 *   steps and pages that show them; otp-field: every OTP form's input; limits: what the
 *   per-connection abuse limit says; limits-otp: what the one-time code limits say;
 * - booking: schemes, the visit booking, the confirmation and changing a visit;
 * - cards: the cardholder pages and the gold card page;
 * - search: the city and scheme pages, the calculator, personal loans and the policy pages.
 */
import booking from "~/i18n/messages/booking.server";
import cards from "~/i18n/messages/cards.server";
import chrome from "~/i18n/messages/chrome.server";
import goldRate from "~/i18n/messages/gold-rate.server";
import home from "~/i18n/messages/home.server";
import landingExp from "~/i18n/messages/landing-exp.server";
import leadBasic from "~/i18n/messages/lead-basic.server";
import leadCopy from "~/i18n/messages/lead-copy.server";
import leadJourney from "~/i18n/messages/lead-journey.server";
import leadOtp from "~/i18n/messages/lead-otp.server";
import leadPincode from "~/i18n/messages/lead-pincode.server";
import leadStep from "~/i18n/messages/lead-step.server";
import lead from "~/i18n/messages/lead.server";
import limitsOtp from "~/i18n/messages/limits-otp.server";
import limits from "~/i18n/messages/limits.server";
import otpField from "~/i18n/messages/otp-field.server";
import search from "~/i18n/messages/search.server";
import stepBlocks from "~/i18n/messages/step-blocks.server";

export const CATALOGUE = {
  chrome,
  lead,
  "lead-basic": leadBasic,
  "lead-copy": leadCopy,
  "lead-journey": leadJourney,
  "lead-otp": leadOtp,
  "lead-pincode": leadPincode,
  "lead-step": leadStep,
  home,
  "landing-exp": landingExp,
  "gold-rate": goldRate,
  "step-blocks": stepBlocks,
  "otp-field": otpField,
  limits,
  "limits-otp": limitsOtp,
  booking,
  cards,
  search,
} as const;

export type Catalogue = typeof CATALOGUE;
export type Namespace = keyof Catalogue;
