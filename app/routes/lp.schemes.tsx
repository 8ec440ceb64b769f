import { place } from "~/i18n/place";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { firstError, useFormResult } from "~/components/form-result";
import { SchemeList } from "~/components/scheme-list";
import { StepBlocks } from "~/components/step-blocks";
import { asText } from "~/i18n/message";
import { loadBlocks } from "~/journey/blocks.server";
import { SCHEMES_PATH } from "~/journey/paths";
import { SchemeChoiceFormSchema } from "~/journey/scheme-choice-form";
import { calculatorLink, schemesView, submitSchemeChoice, visibleSchemes } from "~/journey/schemes.server";
import { requireJourneyStep } from "~/journey/step.server";
import { formAction } from "~/site/form-action.server";
import { routeMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import { stepMeta } from "~/journey/step-meta";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["booking-schemes", "scheme-facts", "step-blocks", "gold-rate"] };

/**
 * Step 4: schemes for the lead's city and amount. Amount, filter and sort are GET query
 * parameters (every view has its own URL); choosing a scheme stores it and moves on.
 */
export const meta = stepMeta("Choose a scheme");

export async function loader({ request }: LoaderFunctionArgs) {
  const journey = await requireJourneyStep(request);
  const { session, lead, url, reads } = journey;
  const { city, view, amount } = await schemesView(lead, url, reads);
  const [schemes, blocks, i18n] = await Promise.all([
    visibleSchemes(lead, amount.value, view, reads),
    loadBlocks(journey, ["scheme-list"]),
    routeMessages(request, handle),
  ]);
  return {
    city: city?.name ?? lead.city ?? null,
    calculatorPath: calculatorLink(city),
    view,
    amount: { value: amount.text, min: amount.min, max: amount.max, error: amount.error && asText(amount.error) },
    schemes,
    chosenId: session.get("scheme")?.scheme.id ?? null,
    blocks,
    popup: reads.popup,
    i18n,
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => requireJourneyStep(request),
    schema: SchemeChoiceFormSchema,
    // An upstream failure comes back to the list at the amount the scheme was chosen for.
    page: (_step, _args, input) => `${SCHEMES_PATH}?amount=${input.amount}`,
    run: (input, step, { events }) => submitSchemeChoice(input, step, events),
  });

export default function SchemesStep() {
  const { city, calculatorPath, view, amount, schemes, chosenId, blocks } = useLoaderData<typeof loader>();
  const result = useFormResult();
  const t = useT();
  return (
    <section aria-labelledby="step-title">
      <h1 id="step-title">{city ? t("Choose a scheme in {city}", { city: place(city) }) : t("Choose a scheme")}</h1>
      <p className="lead">{t("Compare interest, the loan you get and the gold you need.")}</p>
      {/* The form's fields are hidden (each scheme's button): its message, whichever field it is on. */}
      <ErrorSummary id="schemes-summary" message={firstError(result)} result={result} />
      <SchemeList schemes={schemes} view={view} amount={amount} basePath={SCHEMES_PATH} chosenId={chosenId} chooseAction={SCHEMES_PATH} />
      {/* After the list on a phone, so that a scheme shows on the first screen; the blocks beside it on a wide screen (desktop.css). */}
      <p>
        <a href={calculatorPath} data-testid="calculator-link">
          {t("How much can I borrow against my gold?")}
        </a>
      </p>
      <StepBlocks blocks={blocks} />
    </section>
  );
}
