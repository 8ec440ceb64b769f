import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LeadForm, ResumeOffer } from "~/components/lead-form";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { leadFormAction, leadFormLoader } from "~/journey/lead-form.server";
import { BASIC_DETAILS_PATH } from "~/journey/paths";
import { pageTitle } from "~/brand";
import { routeMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import { Illustration } from "~/components/illustration";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["lead-basic", "lead", "limits"] };

/** Step 1 of the paid landing journey: phone, city, loan amount and loan type. */
export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: pageTitle(t("Get a gold loan in 30 minutes")) },
    {
      name: "description",
      content: t("Tell us your city and the amount you need. Verify your mobile number and book a branch or doorstep visit."),
    },
  ];
};

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [form, i18n] = await Promise.all([leadFormLoader(request, clientAddressOf(context)), routeMessages(request, handle)]);
  return { ...form, i18n };
}

export const action = (args: ActionFunctionArgs) => leadFormAction(args, false);

export default function BasicDetails() {
  const t = useT();
  const { cities, defaults, resume } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="basic-details-title">
      <h1 id="basic-details-title">{t("Get a loan against your gold")}</h1>
      <p className="lead">{t("Tell us a little about the loan you need. We will send a one-time code to verify your number.")}</p>
      {/* Beside the form on a wide screen only (a lazy image in a hidden box is never fetched on a phone). */}
      <Illustration name="weigh" width={360} className="hero__picture" />
      <ResumeOffer offer={resume} />
      <LeadForm action={BASIC_DETAILS_PATH} cities={cities} defaults={defaults} />
    </section>
  );
}
