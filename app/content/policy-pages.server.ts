/**
 * The policy pages' use-case (/privacy, /terms, /grievance-redressal, /fair-practices,
 * /interest-rate-policy): in English, the CMS page of the same name (pages/v2, cached,
 * stale-if-error), or the site's own copy (app/content/policy-pages.ts) when the CMS fails, is slow
 * or has no such page. In another language (the visitor's, decision 028), the site's own copy in
 * that language: the CMS keeps its policy pages in English only and answers English for any
 * language, so its copy would not be in the visitor's language.
 * These pages never fail: a visitor must always be able to read how to complain.
 */
import { landingContent } from "~/content/landing.server";
import { siteGrievanceOfficer } from "~/content/grievance-officer.server";
import { englishPolicyCopy, policyCopy, type PolicyContent } from "~/content/policy-pages";
import type { GrievanceOfficer } from "~/content/disclosures";
import { messageRefs, serverTranslator, type Namespace } from "~/i18n/catalogue.server";
import { readLanguage } from "~/i18n/language.server";
import type { MessageRefs } from "~/i18n/registry";
import { DEFAULT_LANGUAGE } from "~/upstream/page-url";
import { env } from "~/platform/env.server";
import type { PolicyPath } from "~/content/disclosures";

/** Each page's text in the catalogue: a page sends the browser only its own. */
const NAMESPACES: Readonly<Record<PolicyPath, Namespace>> = {
  "/privacy": "policy-privacy",
  "/terms": "policy-terms",
  "/grievance-redressal": "policy-grievance",
  "/fair-practices": "policy-fair-practices",
  "/interest-rate-policy": "policy-interest-rate",
};

export async function policyPage(
  request: Request,
  path: PolicyPath,
): Promise<{ content: PolicyContent; officer: GrievanceOfficer; canonical: string; i18n: MessageRefs }> {
  const { lang } = await readLanguage(request);
  const officer = siteGrievanceOfficer();
  const fallback = englishPolicyCopy(path, officer);
  const content =
    lang === DEFAULT_LANGUAGE
      ? ((await landingContent(path, DEFAULT_LANGUAGE, fallback)) ?? fallback)
      : policyCopy(path, serverTranslator(lang), officer);
  return { content, officer, canonical: `${env().publicOrigin}${path}`, i18n: messageRefs(lang, [NAMESPACES[path]]) };
}
