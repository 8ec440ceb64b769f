/**
 * The catalogue's namespaces (decision 028): every string the site shows, in every language, one
 * file per namespace, each saying at its top which pages send it. A page's loaders send the
 * browser only their namespaces in the page's language (app/i18n/catalogue.server.ts), and an
 * English page gets nothing (the keys are the text). "chrome" is what every page has (the root
 * loader sends it); "errors" rides with a refused request's page (app/i18n/errors.server.ts).
 * A new namespace is one file here and one line below.
 */
import booking from "~/i18n/messages/booking.server";
import bookingConfirmation from "~/i18n/messages/booking-confirmation.server";
import bookingSchemes from "~/i18n/messages/booking-schemes.server";
import bookingVisit from "~/i18n/messages/booking-visit.server";
import bookingVisitBranch from "~/i18n/messages/booking-visit-branch.server";
import bookingVisitDoorstep from "~/i18n/messages/booking-visit-doorstep.server";
import bookingVisitLimits from "~/i18n/messages/booking-visit-limits.server";
import calculator from "~/i18n/messages/calculator.server";
import cards from "~/i18n/messages/cards.server";
import cardsCode from "~/i18n/messages/cards-code.server";
import cardsConsent from "~/i18n/messages/cards-consent.server";
import cardsDocuments from "~/i18n/messages/cards-documents.server";
import cardsLanding from "~/i18n/messages/cards-landing.server";
import cmsCopy from "~/i18n/messages/cms-copy.server";
import cardsLimitIncrease from "~/i18n/messages/cards-limit-increase.server";
import cardsLimits from "~/i18n/messages/cards-limits.server";
import cardsLogin from "~/i18n/messages/cards-login.server";
import cardsOffers from "~/i18n/messages/cards-offers.server";
import cardsPublic from "~/i18n/messages/cards-public.server";
import cardsRelease from "~/i18n/messages/cards-release.server";
import cardsRewards from "~/i18n/messages/cards-rewards.server";
import chrome from "~/i18n/messages/chrome.server";
import errors from "~/i18n/messages/errors.server";
import goldCardLimits from "~/i18n/messages/gold-card-limits.server";
import goldRate from "~/i18n/messages/gold-rate.server";
import home from "~/i18n/messages/home.server";
import landingExp from "~/i18n/messages/landing-exp.server";
import lead from "~/i18n/messages/lead.server";
import leadBasic from "~/i18n/messages/lead-basic.server";
import leadCopy from "~/i18n/messages/lead-copy.server";
import leadJourney from "~/i18n/messages/lead-journey.server";
import leadOtp from "~/i18n/messages/lead-otp.server";
import leadPincode from "~/i18n/messages/lead-pincode.server";
import leadStep from "~/i18n/messages/lead-step.server";
import limits from "~/i18n/messages/limits.server";
import limitsOtp from "~/i18n/messages/limits-otp.server";
import otpField from "~/i18n/messages/otp-field.server";
import personalLoans from "~/i18n/messages/personal-loans.server";
import personalLoansPage from "~/i18n/messages/personal-loans-page.server";
import places from "~/i18n/messages/places.server";
import policyFairPractices from "~/i18n/messages/policy-fair-practices.server";
import policyGrievance from "~/i18n/messages/policy-grievance.server";
import policyInterestRate from "~/i18n/messages/policy-interest-rate.server";
import policyPrivacy from "~/i18n/messages/policy-privacy.server";
import policyTerms from "~/i18n/messages/policy-terms.server";
import keyFactsStatement from "~/i18n/messages/key-facts-statement.server";
import schemeFacts from "~/i18n/messages/scheme-facts.server";
import search from "~/i18n/messages/search.server";
import searchCity from "~/i18n/messages/search-city.server";
import searchScheme from "~/i18n/messages/search-scheme.server";
import stepBlocks from "~/i18n/messages/step-blocks.server";

export const CATALOGUE = {
  booking,
  "booking-confirmation": bookingConfirmation,
  "booking-schemes": bookingSchemes,
  "booking-visit": bookingVisit,
  "booking-visit-branch": bookingVisitBranch,
  "booking-visit-doorstep": bookingVisitDoorstep,
  "booking-visit-limits": bookingVisitLimits,
  calculator,
  cards,
  "cards-code": cardsCode,
  "cards-consent": cardsConsent,
  "cards-documents": cardsDocuments,
  "cards-landing": cardsLanding,
  "cards-limit-increase": cardsLimitIncrease,
  "cards-limits": cardsLimits,
  "cards-login": cardsLogin,
  "cards-offers": cardsOffers,
  "cards-public": cardsPublic,
  "cards-release": cardsRelease,
  "cards-rewards": cardsRewards,
  chrome,
  "cms-copy": cmsCopy,
  errors,
  "gold-card-limits": goldCardLimits,
  "gold-rate": goldRate,
  home,
  "landing-exp": landingExp,
  lead,
  "lead-basic": leadBasic,
  "lead-copy": leadCopy,
  "lead-journey": leadJourney,
  "lead-otp": leadOtp,
  "lead-pincode": leadPincode,
  "lead-step": leadStep,
  limits,
  "limits-otp": limitsOtp,
  "otp-field": otpField,
  "personal-loans": personalLoans,
  "personal-loans-page": personalLoansPage,
  places,
  "policy-fair-practices": policyFairPractices,
  "policy-grievance": policyGrievance,
  "policy-interest-rate": policyInterestRate,
  "policy-privacy": policyPrivacy,
  "policy-terms": policyTerms,
  "key-facts-statement": keyFactsStatement,
  "scheme-facts": schemeFacts,
  search,
  "search-city": searchCity,
  "search-scheme": searchScheme,
  "step-blocks": stepBlocks,
} as const;

export type Catalogue = typeof CATALOGUE;
export type Namespace = keyof Catalogue;
