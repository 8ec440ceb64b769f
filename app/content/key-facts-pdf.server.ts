/**
 * The Key Facts Statement as a PDF (RBI's KFS, the document a borrower keeps; issue 33, decisions
 * 039 and 044): the scheme and the day, then RBI's two parts with the rows the pages show
 * (keyFactsParts), and the escalation to the RBI, in the visitor's language. Made on the server (platform/pdf.server.ts).
 * A statement already made is kept and costs nothing; a new one takes the limiter's leave for a
 * PDF, counted per client address and per lead, and past the limits the answer is a 429.
 */
import { BRAND } from "~/brand";
import { OMBUDSMAN_AFTER_DAYS, RBI_CMS_URL } from "~/content/disclosures";
import { slugify } from "~/content/slug";
import { loadSchemeKeyFacts } from "~/content/seo-pages.server";
import { serverTranslator } from "~/i18n/catalogue.server";
import { type Language } from "~/i18n/language";
import { formatDay } from "~/i18n/formats";
import { indiaIsoDate } from "~/journey/gold-rate";
import { keyFactsParts, type KeyFactsStatement } from "~/journey/key-facts";
import { keyFactsStatement } from "~/journey/key-facts.server";
import { env } from "~/platform/env.server";
import { renderPdf, type PdfBlock } from "~/platform/pdf.server";
import { phoneAsStated } from "~/platform/support-line";
import { allowWork, type AllowedWork } from "~/platform/rate-limit.server";
import { limitedInit } from "~/platform/request.server";
import { limitProblem } from "~/site/limit-problem";
import type { LimitReason } from "~/platform/limit-message";

export type KeyFactsPdfInput = {
  lang: Language;
  scheme: { name: string; lender: string };
  statement: KeyFactsStatement;
  now: Date;
};

/**
 * Who asks for a statement, for the limits on new ones: the client's address, and the lead whose
 * loan it states (null for a scheme's, which is the same for everyone).
 */
export type PdfAsker = { address: string; person: string | null };

/**
 * The statement's bytes. The same statement on the same day is made once (documents made are
 * kept, the last 200); a new one within the limits only, else the 429 is thrown (limitedPdf).
 */
export function keyFactsPdf(input: KeyFactsPdfInput, asker: PdfAsker): Promise<Buffer> {
  const t = serverTranslator(input.lang);
  const date = formatDay(indiaIsoDate(input.now), input.lang);
  const title = t("Key Facts Statement");
  const blocks: PdfBlock[] = [
    { kind: "title", text: title },
    { kind: "text", text: t("{scheme} ({lender}), as on {date}.", { scheme: input.scheme.name, lender: input.scheme.lender, date }) },
    ...keyFactsParts(input.statement, t).flatMap((part): PdfBlock[] => [
      { kind: "heading", text: part.title },
      {
        kind: "facts",
        rows: part.rows.map(({ term, value }) => ({ term, value: typeof value === "string" ? value : t.message(value.message) })),
      },
    ]),
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
    footer: `${BRAND.name} · ${t("Need help? Call us free on {phone}.", { phone: phoneAsStated(env().business.support, t("(example)")) })}`,
    blocks,
  };
  return remembered(
    JSON.stringify(spec),
    async () => {
      const limit = await allowWork({ kind: "pdf", ...asker });
      if (!limit.allowed) throw limitedPdf(input.lang, limit.reason, limit.retryAfterSeconds);
      return limit.leave;
    },
    (allowed) => renderPdf(allowed, spec),
  );
}

/**
 * A new statement the limits refused: a 429 with Retry-After, in a line of text in the page's
 * language (as these routes' other refusals are text), never kept by a cache.
 */
function limitedPdf(lang: Language, reason: LimitReason, retryAfterSeconds: number): Response {
  const { status, headers } = limitedInit(retryAfterSeconds);
  return new Response(serverTranslator(lang).message(limitProblem(reason, retryAfterSeconds)), {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** A scheme's statement as its page shows it (at the pages' amount), asked from `address`. */
export async function schemeKeyFactsPdf(
  citySlug: string | undefined,
  schemeSlug: string | undefined,
  lang: Language,
  address: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const now = new Date();
  const { scheme, cost } = await loadSchemeKeyFacts(citySlug, schemeSlug);
  const statement = await keyFactsStatement(
    { lender: scheme.lender, goldWeight: scheme.goldWeight, cost, interestText: scheme.interestText },
    now,
  );
  const input = { lang, scheme, statement, now };
  const pdf = await keyFactsPdf(input, { address, person: null });
  return { pdf, fileName: keyFactsFileName(scheme.name, lang) };
}

/** "key-facts-rupee-gold-saver-hi.pdf": the name a saved statement gets. */
export function keyFactsFileName(schemeName: string, lang: Language): string {
  const slug = slugify(schemeName).slice(0, 60).replace(/-+$/, "");
  return `key-facts-${slug || "loan"}-${lang}.pdf`;
}

const MADE_KEPT = 200;
const made = new Map<string, Promise<Buffer>>();

/**
 * A statement already made (its whole content is the key), at no cost; else the limiter's leave
 * (`allow` throws the refusal), then it is made and kept; the oldest goes first.
 */
async function remembered(
  key: string,
  allow: () => Promise<AllowedWork<"pdf">>,
  make: (allowed: AllowedWork<"pdf">) => Promise<Buffer>,
): Promise<Buffer> {
  const known = made.get(key);
  if (known) return known;
  const allowed = await allow();
  // Made by another request while the limits were asked: that one.
  const meanwhile = made.get(key);
  if (meanwhile) return meanwhile;
  const making = make(allowed);
  made.set(key, making);
  making.catch(() => made.delete(key));
  if (made.size > MADE_KEPT) made.delete(made.keys().next().value!);
  return making;
}
