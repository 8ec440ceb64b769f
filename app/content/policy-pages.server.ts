/**
 * The policy pages' use-case (/privacy, /terms, /grievance-redressal, /fair-practices,
 * /interest-rate-policy): the CMS page of the same name (pages/v2, cached, stale-if-error), or the
 * site's own copy (app/content/policy-pages.ts) when the CMS fails, is slow or has no such page.
 * These pages never fail: a visitor must always be able to read how to complain.
 */
import { landingContent } from "~/content/landing.server";
import { POLICY_COPY, type PolicyContent } from "~/content/policy-pages";
import { DEFAULT_LANGUAGE } from "~/upstream/page-url";
import { env } from "~/platform/env.server";
import type { PolicyPath } from "~/content/disclosures";

export async function policyPage(path: PolicyPath): Promise<{ content: PolicyContent; canonical: string }> {
  const fallback = POLICY_COPY[path];
  const content = (await landingContent(path, DEFAULT_LANGUAGE, fallback)) ?? fallback;
  return { content, canonical: `${env().publicOrigin}${path}` };
}
