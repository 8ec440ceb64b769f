import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { LandingArticle } from "~/components/landing-article";
import { seoMeta } from "~/content/seo-meta";
import { loadLanding, reportPersonalLoanPage } from "~/content/landing-route.server";
import { routeMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";
import { areaLinks } from "~/site/stylesheets";
import { useSupportLine } from "~/components/support-line";

/** Its own rules besides every page's (app/site/stylesheets.ts). */
export const handle: PageHandle = { styles: ["personal-loans"], i18n: ["personal-loans-page"] };
export const links = areaLinks(handle);

/** /personal-loans/{page}: a CMS page, or a 404 when the CMS has none. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta({ title: pageTitle(data.content.title), description: data.content.description, canonical: data.canonical })
    : [{ title: pageTitle(metaTranslator(matches)("Personal loans")) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new Response("Not found", { status: 404 });
  const page = await loadLanding(request, `/personal-loans/${slug}`, null);
  await reportPersonalLoanPage(request, `/personal-loans/${slug}`);
  return data({ ...page.data, i18n: await routeMessages(request, handle) }, page.init ?? undefined);
}

export default function PersonalLoanPage() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const support = useSupportLine();
  return (
    <main id="main" tabIndex={-1} className="page landing">
      <LandingArticle
        content={content}
        cta={{ href: support.href, label: t("Call {phone}", { phone: support.phone }) }}
        label={t("Personal loans")}
      />
    </main>
  );
}
