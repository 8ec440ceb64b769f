import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { ErrorSummary } from "~/components/error-summary";
import { cardPageMeta } from "~/cards/meta";
import { firstError, formFields, useFormResult } from "~/components/form-result";
import { NoCard } from "~/components/no-card";
import { OtpField } from "~/components/otp-field";
import { useIsPending } from "~/components/use-is-pending";
import { requireCardToken } from "~/cards/auth.server";
import { ConsentFormSchema, type ConsentFields } from "~/cards/consent-form";
import { consentPage, submitConsent } from "~/cards/consent.server";
import { CONSENT_PATH } from "~/cards/paths";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { commitLoaderSession } from "~/platform/session.server";
import { formAction } from "~/site/form-action.server";
import { CARD_PAGE_NAMESPACES } from "~/cards/namespaces";
import { routeMessages } from "~/i18n/catalogue.server";
import type { PageHandle } from "~/root";
import { useT } from "~/i18n/use-t";

/** The words its page shows (app/cards/namespaces.ts, decision 051). */
export const handle: PageHandle = { i18n: CARD_PAGE_NAMESPACES.consent };

/**
 * Consent by OTP (requirements §4 "Card consent"): send the consent code, then validate it with the
 * tracking id (kept in the session) and the code the cardholder types.
 */
export const meta = cardPageMeta("Give your consent");

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const { sessionChanged, ...rest } = await consentPage(ctx);
  const page = { ...rest, i18n: await routeMessages(request, handle) };
  // A forgotten code step is written back (without the flash, which the root takes).
  return sessionChanged ? data(page, { headers: { "Set-Cookie": await commitLoaderSession(ctx.session) } }) : page;
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => requireCardToken(request),
    schema: ConsentFormSchema,
    secret: ["otp"],
    page: () => CONSENT_PATH,
    run: (input, ctx, { context }) => submitConsent(input, ctx, clientAddressOf(context)),
  });

export default function Consent() {
  const t = useT();
  const { lookup, codeSent, given } = useLoaderData<typeof loader>();
  const result = useFormResult();
  const fields = formFields<ConsentFields>(result);
  const error = firstError(result);
  const busy = useIsPending();
  if (lookup?.kind === "no-card") return <NoCard code={lookup.code} />;

  return (
    <section aria-labelledby="consent-title">
      <h1 id="consent-title">{t("Your consent")}</h1>
      {given ? (
        <p className="success" role="status" data-testid="consent-given">
          {t("Your consent is recorded. Thank you.")}
        </p>
      ) : (
        <>
          <p className="lead">
            {t(
              "We need your consent to check your credit report with the credit bureaus before we change your card limit. We send a code to your registered mobile number to confirm it is you.",
            )}
          </p>
          {codeSent ? (
            <Form method="post" className="card form" replace>
              <ErrorSummary id="consent-summary" errors={error ? [{ id: fields.otp.name, message: error }] : []} result={error} />
              <OtpField name={fields.otp.name} error={error} />
              <button type="submit" name={fields.intent.name} value="validate" className="button button--block" disabled={busy}>
                {busy ? t("Checking…") : t("I give my consent")}
              </button>
            </Form>
          ) : (
            <Form method="post" className="card form" replace>
              <ErrorSummary id="consent-summary" message={error} result={error} />
              <button type="submit" name={fields.intent.name} value="send" className="button button--block" disabled={busy}>
                {busy ? t("Sending…") : t("Send me the code")}
              </button>
            </Form>
          )}
          {codeSent && (
            <Form method="post" className="resend" replace>
              <p className="resend__status">{t("Did not get the code?")}</p>
              <button type="submit" name={fields.intent.name} value="send" className="button button--secondary" disabled={busy}>
                {t("Send again")}
              </button>
            </Form>
          )}
        </>
      )}
    </section>
  );
}
