import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { pageTitle } from "~/brand";
import { errorOf } from "~/components/form-result";
import { useCountdown } from "~/components/otp-field";
import { OtpField } from "~/components/otp-field";
import { fillNodes } from "~/components/fill-nodes";
import { LoginRefusedError, startCardSession } from "~/cards/auth.server";
import { CARD_HOME_PATH, LOGIN_PATH } from "~/cards/paths";
import { maskedIdentity } from "~/cards/login";
import { LoginCodeFormSchema } from "~/cards/otp-code";
import { checkLoginCode, loginResendSecondsLeft, refusedSendAnswer, resendLogin } from "~/cards/login.server";
import { popupFor } from "~/site/error-popup.server";
import { clientAddressOf, headersWithRetryAfter, limitedInit } from "~/platform/request.server";
import { commitSession, getSession } from "~/platform/session.server";
import { flashPopup } from "~/site/error-popup.server";
import { withInteractionCapture } from "~/site/analytics.server";
import { pageMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import { readForm } from "~/site/form.server";

/**
 * Cardholder login, step 2: the code. remix-auth's `upstream-otp` strategy checks it with the
 * upstream (otplogin, or createaccount for a sign-up) and the JWT goes into the session.
 */
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(metaTranslator(matches)("Enter your code")) },
  { name: "robots", content: "noindex" },
];

const PATH = "/lp/cards/otp";

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  if (session.has("cardholder")) throw redirect(CARD_HOME_PATH);
  const login = session.get("cardLogin");
  if (!login) throw redirect(LOGIN_PATH);
  return {
    sentTo: maskedIdentity(login.kind, login.value),
    kind: login.kind,
    purpose: login.purpose,
    secondsLeft: loginResendSecondsLeft(login),
    i18n: await pageMessages(request, "cards-login", "cards-code", "otp-field"),
  };
}

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  if (!session.has("cardLogin")) return redirect(LOGIN_PATH);
  // A copy: the strategy reads the code from the request itself.
  // A copy: the remix-auth strategy reads the code from the request again.
  const { submission } = await readForm(request.clone(), LoginCodeFormSchema);
  const refuse = (message: string, init: ResponseInit = { status: 400 }) =>
    data({ result: submission.reply({ fieldErrors: { otp: [message] }, hideFields: ["otp"] }), notice: null }, init);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["otp"] }), notice: null }, { status: 400 });
  const address = clientAddressOf(context);
  try {
    if (submission.value.intent === "resend") {
      const outcome = await resendLogin(session, address);
      if (outcome.kind === "sent") {
        return data(
          { result: submission.reply(), notice: "We sent a new code." },
          { headers: { "Set-Cookie": await commitSession(session) } },
        );
      }
      const refused = refusedSendAnswer(outcome);
      return data({ result: submission.reply(), notice: refused.message }, { status: refused.status, headers: refused.headers });
    }
    const login = await checkLoginCode(request, session, submission.value.otp, address);
    if (login.kind === "limited") return refuse(login.message, limitedInit(login.retryAfterSeconds));
    startCardSession(session, login.cardholder);
    return redirect(CARD_HOME_PATH, { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    if (error instanceof LoginRefusedError) return refuse(error.message);
    const message = popupFor(error);
    if (message !== null) flashPopup(session, message);
    return redirect(PATH, { headers: { "Set-Cookie": await commitSession(session) } });
  }
}

export default function CardOtp() {
  const t = useT();
  const { sentTo, kind, purpose, secondsLeft } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { left, hydrated } = useCountdown(secondsLeft);
  const busy = navigation.state !== "idle";
  const verifying = busy && navigation.formData?.get("intent") === "verify";
  const error = errorOf(actionData?.result, "otp");

  return (
    <section aria-labelledby="otp-title">
      <h1 id="otp-title">{t("Enter the code we sent you")}</h1>
      <p className="lead">
        {fillNodes(kind === "email" ? t("We sent a 6-digit code to {recipient}.") : t("We sent a 6-digit code by SMS to {recipient}."), {
          recipient: (
            <strong className="nowrap" lang="en">
              {sentTo}
            </strong>
          ),
        })}{" "}
        <Link to={purpose === "signup" ? "/lp/cards/signup" : kind === "email" ? `${LOGIN_PATH}?with=email` : LOGIN_PATH}>
          {t("Change")}
        </Link>
      </p>
      <Form method="post" className="card form" replace>
        <ErrorSummary id="otp-summary" errors={error ? [{ id: "otp", message: error }] : []} result={actionData?.result} />
        <OtpField error={error} />
        <button type="submit" name="intent" value="verify" className="button button--block" disabled={verifying}>
          {verifying ? t("Checking…") : purpose === "signup" ? t("Create my account") : t("Log in")}
        </button>
      </Form>
      <Form method="post" className="resend" replace>
        <p className="resend__status" aria-live="polite" data-testid="otp-notice">
          {actionData?.notice
            ? t.text(actionData.notice)
            : left > 0
              ? t("Did not get it? You can ask for a new code in {seconds} seconds.", { seconds: left })
              : t("Did not get the code?")}
        </p>
        <div className="resend__actions">
          <button type="submit" name="intent" value="resend" className="button button--secondary" disabled={hydrated && (left > 0 || busy)}>
            {t("Send again")}
          </button>
        </div>
      </Form>
    </section>
  );
}
