/**
 * The Key Facts Statement as a PDF (RBI's KFS, the document a borrower keeps; issue 33, decision
 * 039): the rows the pages show (keyFactRows), the scheme and the day, the grievance officer and
 * the escalation to the RBI, in the visitor's language. Made on the server (platform/pdf.server.ts).
 */
import { BRAND } from "~/brand";
import { OMBUDSMAN_AFTER_DAYS, RBI_CMS_URL } from "~/content/disclosures";
import { officerLine } from "~/content/policy-pages";
import { slugify } from "~/content/slug";
import { loadSchemeKeyFacts } from "~/content/seo-pages.server";
import { serverTranslator, translate } from "~/i18n/catalogue.server";
import { formatDay, type Language } from "~/i18n/language";
import type { Message } from "~/i18n/message";
import { indiaIsoDate } from "~/journey/gold-rate";
import { keyFactRows } from "~/journey/key-facts";
import type { LoanCost } from "~/journey/loan-cost";
import { formatGrams } from "~/journey/money";
import { renderPdf, type PdfBlock } from "~/platform/pdf.server";

export type KeyFactsPdfInput = {
  lang: Language;
  scheme: { name: string; lender: string };
  cost: LoanCost;
  /** The interest in words (rateMessage), or the upstream's own. */
  interestText: Message | string;
  /** Lines under the table, in the page's language (the gold the scheme needs). */
  notes?: readonly string[];
  now: Date;
};

/** The statement's bytes. The same statement on the same day is made once (documents made are kept, the last 200). */
export function keyFactsPdf(input: KeyFactsPdfInput): Promise<Buffer> {
  const t = serverTranslator(input.lang);
  const date = formatDay(indiaIsoDate(input.now), input.lang, { day: "numeric", month: "long", year: "numeric" });
  const title = t("Key Facts Statement");
  const blocks: PdfBlock[] = [
    { kind: "title", text: title },
    { kind: "text", text: t("{scheme} ({lender}), as on {date}.", { scheme: input.scheme.name, lender: input.scheme.lender, date }) },
    {
      kind: "facts",
      rows: keyFactRows(input.cost, input.interestText, t).map(({ term, value }) => ({
        term,
        value: typeof value === "string" ? value : t.message(value.message),
      })),
    },
    ...(input.notes ?? []).map((text): PdfBlock => ({ kind: "text", text, muted: true })),
    { kind: "heading", text: t("Grievance redressal officer") },
    { kind: "text", text: officerLine(t) },
    {
      kind: "text",
      muted: true,
      text: t(
        "Not resolved? Write to the lender's nodal officer. If you have no answer within {days} days, or it does not resolve the complaint, you can complain to the RBI Ombudsman at {url}.",
        { days: OMBUDSMAN_AFTER_DAYS, url: RBI_CMS_URL },
      ),
    },
  ];
  const spec = {
    lang: input.lang,
    title: `${title}: ${input.scheme.name}`,
    author: BRAND.name,
    footer: `${BRAND.name} · ${t("Need help? Call us free on {phone}.", { phone: BRAND.supportPhone })}`,
    blocks,
  };
  return remembered(JSON.stringify(spec), () => renderPdf(spec));
}

/** A scheme's statement as its page shows it (at the pages' amount), with the gold it needs. */
export async function schemeKeyFactsPdf(
  citySlug: string | undefined,
  schemeSlug: string | undefined,
  lang: Language,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { scheme, cost } = await loadSchemeKeyFacts(citySlug, schemeSlug);
  const gold = translate(lang, "{gold} of 22 karat gold needed; loan to value {ltv}%.", {
    gold: formatGrams(scheme.goldWeight),
    ltv: scheme.ltv,
  });
  const pdf = await keyFactsPdf({ lang, scheme, cost, interestText: scheme.interestText, notes: [gold], now: new Date() });
  return { pdf, fileName: keyFactsFileName(scheme.name, lang) };
}

/** "key-facts-rupee-gold-saver-hi.pdf": the name a saved statement gets. */
export function keyFactsFileName(schemeName: string, lang: Language): string {
  const slug = slugify(schemeName).slice(0, 60).replace(/-+$/, "");
  return `key-facts-${slug || "loan"}-${lang}.pdf`;
}

const MADE_KEPT = 200;
const made = new Map<string, Promise<Buffer>>();

/** A statement already made (its whole content is the key), else made and kept; the oldest goes first. */
function remembered(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const known = made.get(key);
  if (known) return known;
  const making = make();
  made.set(key, making);
  making.catch(() => made.delete(key));
  if (made.size > MADE_KEPT) made.delete(made.keys().next().value!);
  return making;
}
