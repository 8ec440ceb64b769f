import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { LandingArticle } from "~/components/landing-article";
import { loadLanding } from "~/content/landing-route.server";

/** /lp/cards: the gold card landing page (CMS content, built-in copy when the CMS cannot answer). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.content.title ?? "Gold card") },
  { name: "description", content: data?.content.description ?? "" },
];

const FALLBACK = {
  title: "A credit card backed by your gold",
  description: "Spend up to 75% of your gold's value without selling it. Your gold stays safe in a bank vault.",
  sections: [],
};

export function loader({ request }: LoaderFunctionArgs) {
  return loadLanding(request, "/lp/cards", FALLBACK);
}

export default function CardsLanding() {
  const { content } = useLoaderData<typeof loader>();
  return <LandingArticle content={content} cta={{ href: "/lp/cards/login", label: "Log in to your gold card" }} label="Gold card" />;
}
