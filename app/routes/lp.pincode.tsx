import { place } from "~/i18n/place";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { Field } from "~/components/field";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { formFields, useFormResult } from "~/components/form-result";
import { useIsPending } from "~/components/use-is-pending";
import { StepBlocks, BranchLine } from "~/components/step-blocks";
import { loadBlocks, toNearBranch } from "~/journey/blocks.server";
import { leadPincode } from "~/journey/lead";
import { PINCODE_PATH } from "~/journey/paths";
import { PINCODE_PATTERN } from "~/journey/pincode";
import { PincodeFormSchema, type PincodeFields } from "~/journey/pincode-form";
import { nearestBranchFor, submitPincode } from "~/journey/pincode.server";
import { requireJourneyStep } from "~/journey/step.server";
import { formAction } from "~/site/form-action.server";
import { routeMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import { stepMeta } from "~/journey/step-meta";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["lead-pincode", "step-blocks", "gold-rate"] };

/**
 * Step 3: the pincode. Serviceable: saved on the lead, on to the next step. Not serviceable:
 * saved too, and the page offers the nearest branch with its distance, or a call back.
 */
export const meta = stepMeta("Check your pincode");

export async function loader({ request }: LoaderFunctionArgs) {
  const journey = await requireJourneyStep(request);
  const { session, lead, reads, lang } = journey;
  const callbackRequested = session.get("callbackRequested") === true;
  // The check said we do not serve the lead's pincode (the session's mark, never the URL's).
  const unserviceable = Boolean(lead.pincode) && session.get("unservedPincode") === lead.pincode;
  const [blocks, nearest, i18n] = await Promise.all([
    loadBlocks(journey, callbackRequested ? ["alert-seek"] : []),
    unserviceable ? reads.read("nearest-branch", () => nearestBranchFor(lead)) : null,
    routeMessages(request, handle),
  ]);
  return {
    pincode: leadPincode(lead) ?? "",
    city: lead.city ?? null,
    unserviceable,
    nearest: nearest ? toNearBranch(nearest, lang) : null,
    callbackRequested,
    blocks,
    popup: reads.popup,
    i18n,
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => requireJourneyStep(request),
    schema: PincodeFormSchema,
    page: () => PINCODE_PATH,
    run: (input, step, { events }) => submitPincode(input, step, events),
  });

export default function PincodeStep() {
  const t = useT();
  const { pincode, city, unserviceable, nearest, callbackRequested, blocks } = useLoaderData<typeof loader>();
  const result = useFormResult();
  const fields = formFields<PincodeFields>(result);
  const checking = useIsPending({ intent: "check" });
  const value = fields.pincode.value ?? pincode;

  return (
    <section aria-labelledby="pincode-title">
      <h1 id="pincode-title">{t("Where should we serve you?")}</h1>
      <p className="lead">{t("Your pincode tells us whether our team can visit your home and which branches are near you.")}</p>

      {unserviceable && (
        <div className="card notice" role="status" data-testid="unserviceable">
          <h2>{t("We do not serve {pincode} yet", { pincode })}</h2>
          {nearest ? (
            <>
              <p>{t("You can still get your loan at our nearest partner branch:")}</p>
              <p className="branch">
                <BranchLine branch={nearest} />
              </p>
              <Form method="post" replace>
                <input type="hidden" name={fields.branchId.name} value={nearest.id} />
                <button type="submit" name={fields.intent.name} value="branch" className="button button--block">
                  {t("Continue with a branch visit")}
                </button>
              </Form>
            </>
          ) : (
            <p>{t("We could not find a partner branch near you just now.")}</p>
          )}
          {callbackRequested ? (
            <p className="success" data-testid="callback-requested">
              {t("Thank you. Our gold loan expert will call you shortly.")}
            </p>
          ) : (
            <form method="post" action="/lp/callback" className="notice__callback">
              <input type="hidden" name="returnTo" value={PINCODE_PATH} />
              <button type="submit" className="button button--secondary button--block">
                {t("Request a call back")}
              </button>
            </form>
          )}
          <p className="muted">{t("Or try another pincode below.")}</p>
        </div>
      )}

      <Form method="post" className="card form" replace>
        <ErrorSummary id="pincode-summary" errors={summaryErrors([fields.pincode])} result={result} />
        <Field
          field={fields.pincode}
          label={city ? t("Your pincode in {city}", { city: place(city) }) : t("Your pincode")}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern={PINCODE_PATTERN}
          maxLength={6}
          required
          title={t("6 digits, for example 560034")}
          defaultValue={value}
          key={value}
        />
        <button type="submit" name={fields.intent.name} value="check" className="button button--block" disabled={checking}>
          {checking ? t("Checking…") : t("Check and continue")}
        </button>
      </Form>

      <StepBlocks blocks={blocks}>
        <WhatHappensNext />
      </StepBlocks>
    </section>
  );
}

/**
 * The wide screen's column beside the pincode form (decision 047): what the next steps are and
 * what to bring to the visit, so the column is not empty. Below 1,024 px it is not shown: a
 * phone's step stays as it was (app.css `.step-next`).
 */
function WhatHappensNext() {
  const t = useT();
  return (
    <div className="card step-next" data-testid="pincode-next">
      <h2>{t("What happens next")}</h2>
      <ol className="facts">
        <li>{t("We check your pincode: whether our team can come to your home, and which branches are near you.")}</li>
        <li>{t("You choose a scheme for your amount. Each shows its APR and what you pay in all.")}</li>
        <li>{t("You book a visit at a branch or at your home, on a day that suits you.")}</li>
      </ol>
      <h2>{t("Bring to your visit")}</h2>
      <ul className="facts">
        <li>{t("Your gold ornaments")}</li>
        <li>{t("The originals of your Aadhaar card and PAN card")}</li>
      </ul>
    </div>
  );
}
