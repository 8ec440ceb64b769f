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
 * - search: the calculator, personal loans and the policy pages;
 * - search-city: a city's search page, and what a scheme's page shares with it;
 * - search-scheme: a scheme's search page in a city;
 * - scheme-facts: a scheme's figures and key facts (scheme cards, the scheme page, the booking).
 */
import booking from "~/i18n/messages/booking.server";
import cards from "~/i18n/messages/cards.server";
import chrome from "~/i18n/messages/chrome.server";
import lead from "~/i18n/messages/lead.server";
import schemeFacts from "~/i18n/messages/scheme-facts.server";
import search from "~/i18n/messages/search.server";
import searchCity from "~/i18n/messages/search-city.server";
import searchScheme from "~/i18n/messages/search-scheme.server";

export const CATALOGUE = { chrome, lead, booking, cards, search, "search-city": searchCity, "search-scheme": searchScheme, "scheme-facts": schemeFacts } as const;

export type Catalogue = typeof CATALOGUE;
export type Namespace = keyof Catalogue;
