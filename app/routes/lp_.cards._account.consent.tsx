import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { pageTitle } from "~/brand";
import { firstError } from "~/components/form-result";
import { NoCard } from "~/components/no-card";
import { OtpField } from "~/components/otp-field";
import { replyToFailure } from "~/cards/account.server";
import { requireCardToken } from "~/cards/auth.server";
import { ConsentFormSchema } from "~/cards/consent";
import { consentPage, giveConsent, sendConsentCode } from "~/cards/consent.server";
import { flashCardNotice } from "~/cards/notice.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { commitLoaderSession, commitSession } from "~/platform/session.server";
import { withInteractionCapture } from "~/site/analytics.server";
import { pageMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import { readForm } from "~/site/form.server";

/**
 * Consent by OTP (spec §4 "Card consent"): send the consent code, then validate it with the
 * tracking id (kept in the session) and the code the cardholder types.
 */
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(metaTranslator(matches)("Give your consent")) },
  { name: "robots", content: "noindex" },
];

const PATH = "/lp/cards/consent";

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const { sessionChanged, ...rest } = await consentPage(request, ctx);
  const page = { ...rest, i18n: await pageMessages(request, "cards-consent", "cards-code", "otp-field") };
  return sessionChanged ? data(page, { headers: { "Set-Cookie": await commitLoaderSession(ctx.session) } }) : page;
}

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request, context }: ActionFunctionArgs) {
  const ctx = await requireCardToken(request);
  const { submission } = await readForm(request, ConsentFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["otp"] }) }, { status: 400 });
  const address = clientAddressOf(context);
  const input = submission.value;
  const outcome =
    input.intent === "send" ? await sendConsentCode(request, ctx, address) : await giveConsent(request, ctx, input.otp, address);
  switch (outcome.kind) {
    case "sent":
      return redirect(PATH, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    case "given":
      flashCardNotice(ctx.session, "limits", { consentGiven: true });
      return redirect("/lp/cards/limits", { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    case "no-code":
      return redirect(PATH);
    default:
      return replyToFailure(submission, outcome);
  }
}

export default function Consent() {
  const t = useT();
  const { lookup, codeSent, given } = useLoaderData<typeof loader>();
  const error = firstError(useActionData<typeof action>()?.result);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
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
              <ErrorSummary id="consent-summary" errors={error ? [{ id: "otp", message: error }] : []} result={error} />
              <OtpField error={error} />
              <button type="submit" name="intent" value="validate" className="button button--block" disabled={busy}>
                {busy ? t("Checking…") : t("I give my consent")}
              </button>
            </Form>
          ) : (
            <Form method="post" className="card form" replace>
              <ErrorSummary id="consent-summary" message={error} result={error} />
              <button type="submit" name="intent" value="send" className="button button--block" disabled={busy}>
                {busy ? t("Sending…") : t("Send me the code")}
              </button>
            </Form>
          )}
          {codeSent && (
            <Form method="post" className="resend" replace>
              <p className="resend__status">{t("Did not get the code?")}</p>
              <button type="submit" name="intent" value="send" className="button button--secondary" disabled={busy}>
                {t("Send again")}
              </button>
            </Form>
          )}
        </>
      )}
    </section>
  );
}
