import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BRAND, pageTitle } from "~/brand";
import { LandingArticle } from "~/components/landing-article";
import { seoMeta } from "~/content/seo-meta";
import { loadLanding, reportPersonalLoanPage } from "~/content/landing-route.server";

/** /personal-loans: content-driven (CMS), reported to its own analytics project (docs/flags-and-analytics.md). */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({ title: pageTitle(data.content.title), description: data.content.description, canonical: data.canonical })
    : [{ title: pageTitle("Personal loans") }];

const PERSONAL_LOANS_FALLBACK = {
  title: "Personal loans",
  description: "Loans for what you need, with your gold or without. Talk to us to see what suits you.",
  sections: [],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await loadLanding(request, "/personal-loans", PERSONAL_LOANS_FALLBACK);
  await reportPersonalLoanPage(request, "/personal-loans");
  return page;
}

export default function PersonalLoans() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <main id="main" tabIndex={-1} className="page landing">
      <LandingArticle content={content} cta={{ href: BRAND.supportPhoneHref, label: `Call ${BRAND.supportPhone}` }} label="Personal loans" />
    </main>
  );
}
