import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { SchemeList } from "~/components/scheme-list";
import { StepBlocks } from "~/components/step-blocks";
import { loadBlocks } from "~/journey/blocks.server";
import { continueTo, getCityList } from "~/journey/flow.server";
import { readSchemeView } from "~/journey/schemes";
import { amountChoice, calculatorLink, chooseScheme, leadCity, visibleSchemes } from "~/journey/schemes.server";
import { requireJourneyStep } from "~/journey/step.server";
import { NOT_SAVED_MESSAGE, PageReads, redirectWithPopup } from "~/site/error-popup.server";
import { eventContext } from "~/site/events.server";
import { commitSession } from "~/platform/session.server";
import { pageTitle } from "~/brand";
import { fillNodes } from "~/components/fill-nodes";
import { pageMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import { readForm } from "~/site/form.server";
import { CHOOSE_SCHEME_MESSAGE, SchemeChoiceFormSchema } from "~/journey/scheme-choice-form";

/**
 * Step 4: schemes for the lead's city and amount. Amount, filter and sort are GET query
 * parameters (every view has its own URL); choosing a scheme stores it and moves on.
 */
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(metaTranslator(matches)("Choose a scheme")) },
  { name: "robots", content: "noindex" },
];

const PATH = "/lp/schemes";

export async function loader({ request }: LoaderFunctionArgs) {
  const { step, session, lead, url } = await requireJourneyStep(request);
  const reads = new PageReads(eventContext(request, session));
  const view = readSchemeView(url.searchParams);
  const city = await leadCity(lead, reads);
  const amount = amountChoice(url.searchParams.get("amount"), lead.loan_amount, city, lead.loanType);
  const [schemes, blocks, i18n] = await Promise.all([
    visibleSchemes(lead, amount.value, view, reads),
    loadBlocks(step, lead, reads, { skip: ["scheme-list"] }),
    pageMessages(request, "booking-schemes", "scheme-facts", "step-blocks", "gold-rate"),
  ]);
  return {
    city: city?.name ?? lead.city ?? null,
    calculatorPath: calculatorLink(city),
    view,
    amount: { value: amount.text, min: amount.min, max: amount.max, error: amount.error },
    schemes,
    chosenId: session.get("scheme")?.scheme.id ?? null,
    blocks,
    popup: reads.popup,
    i18n,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, lead, next } = await requireJourneyStep(request);
  const { submission } = await readForm(request, SchemeChoiceFormSchema);
  if (submission.status !== "success") return data({ error: CHOOSE_SCHEME_MESSAGE }, { status: 400 });
  const { schemeId, amount } = submission.value;
  const events = eventContext(request, session);
  try {
    // The page only offers amounts within the city's limits for the loan type; a posted amount is held to them too.
    const city = (await getCityList()).find((c) => c.id === lead.cityid) ?? null;
    const { error } = amountChoice(String(amount), lead.loan_amount, city, lead.loanType);
    if (error) return data({ error }, { status: 400 });
    if (!(await chooseScheme(session, lead, schemeId, amount, events))) {
      return data({ error: "That scheme is no longer offered. Please choose another one." }, { status: 400 });
    }
    return redirect(continueTo(next ?? PATH, session), { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    const back = await redirectWithPopup(session, error, `${PATH}?amount=${amount}`, undefined, events);
    return back ?? data({ error: NOT_SAVED_MESSAGE }, { status: 502 });
  }
}

export default function SchemesStep() {
  const { city, calculatorPath, view, amount, schemes, chosenId, blocks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  return (
    <section aria-labelledby="step-title">
      <h1 id="step-title">
        {city ? fillNodes(t("Choose a scheme in {city}"), { city: <span lang="en">{city}</span> }) : t("Choose a scheme")}
      </h1>
      <p className="lead">{t("Compare interest, the loan you get and the gold you need. You can change your choice later.")}</p>
      <p>
        <a href={calculatorPath} data-testid="calculator-link">
          {t("How much can I borrow against my gold?")}
        </a>
      </p>
      <ErrorSummary id="schemes-summary" message={actionData?.error} result={actionData} />
      <StepBlocks blocks={blocks} />
      <SchemeList schemes={schemes} view={view} amount={amount} basePath={PATH} chosenId={chosenId} chooseAction={PATH} />
    </section>
  );
}
