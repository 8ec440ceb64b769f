import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BRAND, pageTitle } from "~/brand";
import { ContentSections } from "~/components/content-sections";
import { AdvertisedLine } from "~/components/advertised-line";
import { LeadForm } from "~/components/lead-form";
import { cityFigures } from "~/journey/advertised.server";
import { GoldRateCard } from "~/components/step-blocks";
import { readLanguage } from "~/i18n/language.server";
import { landingContent, type LandingContent } from "~/content/landing.server";
import { loadGoldRate } from "~/journey/blocks.server";
import { leadFormLoader } from "~/journey/lead-form.server";
import { clientAddressOf } from "~/platform/request.server";
import { BASIC_DETAILS_PATH } from "~/journey/paths";
import { PageReads } from "~/site/error-popup.server";
import { seoMeta } from "~/content/seo-meta";
import { env } from "~/platform/env.server";
import { routeMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";
import { areaLinks } from "~/site/stylesheets";

/** Its own rules besides every page's (app/site/stylesheets.ts). */
export const handle: PageHandle = { styles: ["journey", "landing"], i18n: ["landing-exp", "lead", "limits", "gold-rate"] };
export const links = areaLinks(handle);

/**
 * /best-gold-loan-exp (requirements §2): the paid landing in a full-width, responsive layout. One
 * column on a phone; from 900 px the copy and the lead form sit side by side. The form posts
 * to the lead step (/lp/basic-details), so a mistake is shown there with what was typed.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({ title: pageTitle(data.content.title), description: data.content.description, canonical: data.canonical })
    : [{ title: pageTitle("The best gold loan") }, { name: "description", content: BRAND.tagline }];

const FALLBACK: LandingContent = {
  title: "The best gold loan, the same day",
  description: "Compare the gold loan schemes of our partner banks side by side, at a branch near you or at your doorstep.",
  sections: [
    {
      heading: "Money in 30 minutes",
      body: "Our expert checks your gold in front of you and the money reaches your bank account the same day.",
    },
    {
      heading: "Safe in a bank vault",
      body: "Your jewellery is sealed, insured and kept in the partner bank's vault until you take it back.",
    },
    { heading: "Pay as it suits you", body: "Pay interest monthly, or all at the end. No charge for paying back early." },
  ],
};

/** The page's own path: its canonical URL, never with the campaign's query. */
const PATH = "/best-gold-loan-exp";

const STEPS = [
  "Tell us your city and the amount you need",
  "Verify your number with a code",
  "Pick a branch or a doorstep visit",
  "Get the money the same day",
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const reads = new PageReads();
  const language = await readLanguage(request);
  const [form, content, advertised, goldRate, i18n] = await Promise.all([
    leadFormLoader(request, clientAddressOf(context)),
    landingContent(PATH, language.lang, FALLBACK, "lead-copy", "computed"),
    cityFigures(),
    loadGoldRate(reads, new Date()),
    routeMessages(request, handle),
  ]);
  return data(
    {
      ...form,
      content: content ?? FALLBACK,
      advertised,
      goldRate,
      popup: reads.popup,
      canonical: `${env().publicOrigin}${PATH}`,
      i18n,
    },
    language.setCookie ? { headers: { "Set-Cookie": language.setCookie } } : undefined,
  );
}

export default function BestGoldLoanExp() {
  const { cities, defaults, content, goldRate, advertised } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="wide-page">
      <div className="wide-hero">
        <div className="wide-inner wide-hero__grid">
          <section className="wide-hero__copy" aria-labelledby="exp-title">
            <h1 id="exp-title">{content.title}</h1>
            <p className="lead">{content.description}</p>
            <AdvertisedLine advertised={advertised} />
            <ol className="wide-steps">
              {STEPS.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </section>
          <div className="wide-hero__form">
            <LeadForm action={BASIC_DETAILS_PATH} cities={cities} defaults={defaults} />
          </div>
        </div>
      </div>
      <div className="wide-inner wide-band">
        <ContentSections sections={content.sections} label={t("Why {brand}", { brand: BRAND.shortName })} />
        {goldRate && <GoldRateCard rate={goldRate} />}
      </div>
    </main>
  );
}
