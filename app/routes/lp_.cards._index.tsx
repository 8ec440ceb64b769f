import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { LandingArticle } from "~/components/landing-article";
import { loadLanding } from "~/content/landing-route.server";
import { messageRefs, translate } from "~/i18n/catalogue.server";
import { readLanguage } from "~/i18n/language.server";
import { metaTranslator, useT } from "~/i18n/use-t";

/** /lp/cards: the gold card landing page (CMS content, built-in copy when the CMS cannot answer). */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.content.title ?? metaTranslator(matches)("Gold card")) },
  { name: "description", content: data?.content.description ?? "" },
];

const FALLBACK = {
  title: "A credit card backed by your gold",
  description: "Spend up to 75% of your gold's value without selling it. Your gold stays safe in a bank vault.",
  sections: [],
} as const;

/** The CMS page, or the built-in copy in the visitor's language when the CMS cannot answer; and the page's own strings. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { lang } = await readLanguage(request);
  const fallback = { title: translate(lang, FALLBACK.title), description: translate(lang, FALLBACK.description), sections: [] };
  const landing = await loadLanding(request, "/lp/cards", fallback);
  return data({ ...landing.data, i18n: messageRefs(lang, ["cards-landing"]) }, landing.init ?? undefined);
}

export default function CardsLanding() {
  const t = useT();
  const { content } = useLoaderData<typeof loader>();
  return (
    <LandingArticle content={content} cta={{ href: "/lp/cards/login", label: t("Log in to your gold card") }} label={t("Gold card")} />
  );
}
