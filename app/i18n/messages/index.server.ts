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
import calculator from "~/i18n/messages/calculator.server";
import cards from "~/i18n/messages/cards.server";
import chrome from "~/i18n/messages/chrome.server";
import goldCardLimits from "~/i18n/messages/gold-card-limits.server";
import lead from "~/i18n/messages/lead.server";
import personalLoans from "~/i18n/messages/personal-loans.server";
import personalLoansPage from "~/i18n/messages/personal-loans-page.server";
import policyFairPractices from "~/i18n/messages/policy-fair-practices.server";
import policyGrievance from "~/i18n/messages/policy-grievance.server";
import policyInterestRate from "~/i18n/messages/policy-interest-rate.server";
import policyPrivacy from "~/i18n/messages/policy-privacy.server";
import policyTerms from "~/i18n/messages/policy-terms.server";
import search from "~/i18n/messages/search.server";

export const CATALOGUE = { chrome, lead, booking, cards, search, calculator, "gold-card-limits": goldCardLimits, "personal-loans": personalLoans, "personal-loans-page": personalLoansPage, "policy-fair-practices": policyFairPractices, "policy-grievance": policyGrievance, "policy-interest-rate": policyInterestRate, "policy-privacy": policyPrivacy, "policy-terms": policyTerms } as const;

export type Catalogue = typeof CATALOGUE;
export type Namespace = keyof Catalogue;
