/**
 * What a lending service provider must tell every visitor (docs/decisions/023-disclosures-and-policy-pages.md):
 * who lends, what the site is to the lenders, whom to complain to and how to escalate, and where
 * the policies are. The grievance officer's details are settings: change them here, in one place.
 * The site's words among them are catalogue keys (a page shows them with `t` or `t.message`).
 * Pure code.
 */
import { BRAND } from "~/brand";
import type { MessageKey } from "~/i18n/keys";
import { msg } from "~/i18n/message";
import { telHref } from "~/platform/support-line";

/**
 * The grievance redressal officer (RBI Digital Lending Directions: named on the site), by name:
 * the name and contact are settings (GRIEVANCE_OFFICER_*, app/platform/env.server.ts, decision
 * 044), which the server reads (siteGrievanceOfficer) and pages get as data; the hours are the
 * site's words.
 */
export type GrievanceOfficer = { name: string; phone: string; phoneHref: string; email: string; hours: MessageKey };

export const GRIEVANCE_HOURS = "10 am to 6 pm, Monday to Saturday, except public holidays" satisfies MessageKey;

/** The officer as pages show it, from the settings' name, phone and e-mail. */
export function grievanceOfficerOf(settings: { name: string; phone: string; email: string }): GrievanceOfficer {
  return { ...settings, phoneHref: telHref(settings.phone), hours: GRIEVANCE_HOURS };
}

/** Days within which the officer answers a complaint, and after which it may go to the RBI Ombudsman. */
export const GRIEVANCE_REPLY_DAYS = 7;
export const OMBUDSMAN_AFTER_DAYS = 30;
/** The RBI's Complaint Management System (the Integrated Ombudsman Scheme, 2021). */
export const RBI_CMS_URL = "https://cms.rbi.org.in";

/** The site's role, said the same way everywhere. */
export const LSP_ROLE = msg(
  "{brand} is a lending service provider (LSP) for these banks and NBFCs; the loan is given by the lender named on your scheme.",
  { brand: BRAND.name },
);

/** The lenders named when the CMS cannot be read: the partners whose schemes the site offers. */
export const FALLBACK_LENDERS: readonly string[] = [
  "Bank of Maharashtra",
  "Cholamandalam Investment and Finance",
  "Federal Bank Limited",
  "Karur Vysya Bank Limited",
  "South Indian Bank Limited",
];

/**
 * The lenders to name: trimmed, without blanks, each once (a name repeated with other spacing or
 * capitals is the same lender; the first spelling is kept), in alphabetical order.
 */
export function lenderList(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const raw of names) {
    const name = raw.replace(/\s+/g, " ").trim();
    const key = name.toLowerCase();
    if (name && !byKey.has(key)) byKey.set(key, name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

/** The policy pages, in the order the footer lists them. */
export const POLICY_PAGES = [
  { path: "/privacy", label: "Privacy policy" },
  { path: "/terms", label: "Terms of use" },
  { path: "/grievance-redressal", label: "Grievance redressal" },
  { path: "/fair-practices", label: "Fair practices code" },
  { path: "/interest-rate-policy", label: "Interest rate policy" },
] as const satisfies readonly { path: string; label: MessageKey }[];

export type PolicyPath = (typeof POLICY_PAGES)[number]["path"];
