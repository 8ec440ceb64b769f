/**
 * The lending partners the footer names on every page (docs/decisions/023-disclosures-and-policy-pages.md):
 * the CMS content entries of type "lending-partners" (their `values`), cached for hours. Every page
 * waits for the list at most LENDERS_WAIT_MS: with no answer by then (a cold cache and a slow CMS),
 * or a failure, or an empty list, the page names the built-in partners instead. The read keeps
 * going in the background and fills the cache for the next page.
 */
import { cached, type CachePolicy } from "~/platform/cache.server";
import { errorText, log } from "~/platform/log.server";
import { FALLBACK_LENDERS, lenderList, LSP_ROLE, OMBUDSMAN_AFTER_DAYS, POLICY_PAGES, RBI_CMS_URL } from "~/content/disclosures";
import { getContents } from "~/upstream/content.server";
import { siteGrievanceOfficer } from "~/content/grievance-officer.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import type { Language } from "~/i18n/language";

export const LENDING_PARTNERS_TYPE = "lending-partners";
const HOUR = 60 * 60_000;
const LENDERS_POLICY: CachePolicy = { freshMs: 6 * HOUR, staleMs: 7 * 24 * HOUR };
/** How long a page waits for the list before it names the built-in partners. */
const LENDERS_WAIT_MS = 150;

async function readLenders(): Promise<string[]> {
  return cached(`contents:${LENDING_PARTNERS_TYPE}`, LENDERS_POLICY, async () =>
    lenderList((await getContents(LENDING_PARTNERS_TYPE)).data.data.flatMap((entry) => entry.values)),
  );
}

/** The lenders to name, never failing and never waiting more than LENDERS_WAIT_MS. */
async function lendingPartners(): Promise<readonly string[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), LENDERS_WAIT_MS);
  });
  const read = readLenders().catch((error: unknown) => {
    log.warn("disclosures.lenders_unavailable", { error: errorText(error) });
    return null;
  });
  try {
    const lenders = await Promise.race([read, late]);
    return lenders && lenders.length > 0 ? lenders : FALLBACK_LENDERS;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the footer says on every page, sent as the root loader's data rather than built into the
 * page's JavaScript (the scripts are near their budget; the HTML repeats the same words, which
 * compress away).
 */
export async function footerDisclosures(lang: Language) {
  return { lenders: await lendingPartners(), ...siteWordsIn(lang) };
}

const siteWords = new Map<Language, ReturnType<typeof translateSiteWords>>();

/**
 * The site's own words of the footer in the page's language, so that a page in another language
 * does not also carry them in English (the footer shows them as they come). Fixed text: put in
 * each language once, not on every request.
 */
function siteWordsIn(lang: Language) {
  let words = siteWords.get(lang);
  if (!words) {
    words = translateSiteWords(lang);
    siteWords.set(lang, words);
  }
  return words;
}

function translateSiteWords(lang: Language) {
  const t = serverTranslator(lang);
  const officer = siteGrievanceOfficer();
  return {
    role: t.message(LSP_ROLE),
    officer: { ...officer, hours: t(officer.hours) },
    ombudsmanAfterDays: OMBUDSMAN_AFTER_DAYS,
    rbiUrl: RBI_CMS_URL,
    links: POLICY_PAGES.map((link) => ({ ...link, label: t(link.label) })),
  };
}

export type FooterDisclosures = Awaited<ReturnType<typeof footerDisclosures>>;
