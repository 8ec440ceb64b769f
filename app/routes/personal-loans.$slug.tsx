import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BRAND, pageTitle } from "~/brand";
import { LandingArticle } from "~/components/landing-article";
import { seoMeta } from "~/content/seo-meta";
import { loadLanding, reportPersonalLoanPage } from "~/content/landing-route.server";

/** /personal-loans/{page}: a CMS page, or a 404 when the CMS has none. */
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({ title: pageTitle(data.content.title), description: data.content.description, canonical: data.canonical })
    : [{ title: pageTitle("Personal loans") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new Response("Not found", { status: 404 });
  const page = await loadLanding(request, `/personal-loans/${slug}`, null);
  await reportPersonalLoanPage(request, `/personal-loans/${slug}`);
  return page;
}

export default function PersonalLoanPage() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <main id="main" tabIndex={-1} className="page landing">
      <LandingArticle content={content} cta={{ href: BRAND.supportPhoneHref, label: `Call ${BRAND.supportPhone}` }} label="Personal loans" />
    </main>
  );
}
