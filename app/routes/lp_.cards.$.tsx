import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { LandingArticle } from "~/components/landing-article";
import { loadLanding } from "~/content/landing-route.server";
import { routeMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["cards-landing"] };

/** /lp/cards/{page}: a card landing page from the CMS; a real 404 when the CMS has none. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.content.title ?? metaTranslator(matches)("Gold card")) },
  { name: "description", content: data?.content.description ?? "" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params["*"] ?? "";
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new Response("Not found", { status: 404 });
  const landing = await loadLanding(request, `/lp/cards/${slug}`, null);
  return data({ ...landing.data, i18n: await routeMessages(request, handle) }, landing.init ?? undefined);
}

export default function CardLandingPage() {
  const t = useT();
  const { content } = useLoaderData<typeof loader>();
  return (
    <LandingArticle content={content} cta={{ href: "/lp/cards/login", label: t("Log in to your gold card") }} label={t("Gold card")} />
  );
}
