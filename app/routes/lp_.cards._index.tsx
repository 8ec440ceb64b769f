import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { LandingArticle } from "~/components/landing-article";
import { loadLanding } from "~/content/landing-route.server";
import { routeMessageRefs } from "~/i18n/catalogue.server";
import type { LandingContent } from "~/content/landing.server";
import { readLanguage } from "~/i18n/language.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["cards-landing"] };

/** /lp/cards: the gold card landing page (CMS content, built-in copy when the CMS cannot answer). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.content.title ?? metaTranslator(matches)("Gold card")) },
  { name: "description", content: data?.content.description ?? "" },
];

/** The page's own copy (English: the "cards-landing" keys), for when the CMS cannot answer or has no copy in the language. */
const FALLBACK: LandingContent = {
  title: "A credit card backed by your gold",
  description: "Spend up to 75% of your gold's value without selling it. Your gold stays safe in a bank vault.",
  sections: [],
};

/** The CMS page in the visitor's language (or the site's own translation of it: landing.server.ts), and the page's own strings. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await readLanguage(request);
  const landing = await loadLanding(request, "/lp/cards", FALLBACK, "cards-landing");
  return data({ ...landing.data, i18n: routeMessageRefs(lang, handle) }, landing.init ?? undefined);
}

export default function CardsLanding() {
  const t = useT();
  const { content } = useLoaderData<typeof loader>();
  return (
    <LandingArticle
      content={content}
      cta={{ href: "/lp/cards/login", label: t("Log in to your gold card") }}
      label={t("Gold card")}
      picture="money"
    />
  );
}
