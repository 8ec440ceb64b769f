/**
 * The catalogue's namespaces (decision 028): every string the site shows, in every language. A
 * page's loaders send the browser only their namespaces in the page's language
 * (app/i18n/catalogue.server.ts), and an English page gets nothing (the keys are the text).
 *
 * - chrome: what every page has (header, footer, language switcher, error pages and popup, the
 *   form's error summary), sent by the root loader;
 * - lead: the home page, the landing pages, the lead form, OTP, pincode, the exit flow;
 * - booking: schemes, the visit booking, the confirmation and changing a visit;
 * - cards: the cardholder pages and the gold card page;
 * - search: the city and scheme pages, the calculator, personal loans and the policy pages.
 */
import booking from "~/i18n/messages/booking.server";
import cards from "~/i18n/messages/cards.server";
import cardsCode from "~/i18n/messages/cards-code.server";
import cardsConsent from "~/i18n/messages/cards-consent.server";
import cardsDocuments from "~/i18n/messages/cards-documents.server";
import cardsLanding from "~/i18n/messages/cards-landing.server";
import cardsLimitIncrease from "~/i18n/messages/cards-limit-increase.server";
import cardsLimits from "~/i18n/messages/cards-limits.server";
import cardsLogin from "~/i18n/messages/cards-login.server";
import cardsOffers from "~/i18n/messages/cards-offers.server";
import cardsPublic from "~/i18n/messages/cards-public.server";
import cardsRelease from "~/i18n/messages/cards-release.server";
import cardsRewards from "~/i18n/messages/cards-rewards.server";
import chrome from "~/i18n/messages/chrome.server";
import lead from "~/i18n/messages/lead.server";
import search from "~/i18n/messages/search.server";

export const CATALOGUE = { chrome, lead, booking, cards, "cards-code": cardsCode, "cards-consent": cardsConsent, "cards-documents": cardsDocuments, "cards-landing": cardsLanding, "cards-limit-increase": cardsLimitIncrease, "cards-limits": cardsLimits, "cards-login": cardsLogin, "cards-offers": cardsOffers, "cards-public": cardsPublic, "cards-release": cardsRelease, "cards-rewards": cardsRewards, search } as const;

export type Catalogue = typeof CATALOGUE;
export type Namespace = keyof Catalogue;
