import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BRAND, pageTitle } from "~/brand";
import { ContentSections } from "~/components/content-sections";
import { LeadForm } from "~/components/lead-form";
import { getHomeContent } from "~/content/home.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { leadFormAction, leadFormLoader } from "~/journey/lead-form.server";
import { HOME_FORM_ACTION } from "~/journey/paths";
import { useFlashedValues } from "~/components/use-flashed-values";

/** The organic home page: the same lead form as /lp/basic-details, with the organic lead source. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.content.title ?? "Gold loans") },
  { name: "description", content: data?.content.description ?? BRAND.tagline },
];

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const [form, content] = await Promise.all([leadFormLoader(request), getHomeContent()]);
  return { ...form, content };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return leadFormAction(request, { viaHomePage: true, address: clientAddressOf(context) });
}

export default function Home() {
  const { cities, defaults, content } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const typed = useFlashedValues();
  return (
    <main id="main" tabIndex={-1} className="page home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{content.title}</h1>
        <p className="lead">{content.description}</p>
      </section>
      <LeadForm
        action={HOME_FORM_ACTION}
        cities={cities}
        defaults={defaults}
        typed={typed}
        lastResult={actionData?.result}
        duplicate={actionData?.duplicate}
      />
      <ContentSections sections={content.sections} label={`Why ${BRAND.shortName}`} />
    </main>
  );
}
