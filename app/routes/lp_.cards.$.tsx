import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { LandingArticle } from "~/components/landing-article";
import { loadLanding } from "~/content/landing-route.server";

/** /lp/cards/{page}: a card landing page from the CMS; a real 404 when the CMS has none. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.content.title ?? "Gold card") },
  { name: "description", content: data?.content.description ?? "" },
];

export function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params["*"] ?? "";
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new Response("Not found", { status: 404 });
  return loadLanding(request, `/lp/cards/${slug}`, null);
}

export default function CardLandingPage() {
  const { content } = useLoaderData<typeof loader>();
  return <LandingArticle content={content} cta={{ href: "/lp/cards/login", label: "Log in to your gold card" }} label="Gold card" />;
}
