import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { pageTitle } from "~/brand";
import { Field } from "~/components/field";
import { errorOf, typedValue } from "~/components/form-result";
import { useFlashedValues } from "~/components/use-flashed-values";
import { CARD_HOME_PATH } from "~/cards/paths";
import { EMAIL_PROBLEM, loginKind, PHONE_PROBLEM } from "~/cards/login";
import { LoginFormSchema } from "~/cards/login-form";
import { refusedSendAnswer, startLogin } from "~/cards/login.server";
import { MOBILE_INPUT_PATTERN } from "~/journey/phone";
import { redirectWithPopup, NOT_SAVED_MESSAGE } from "~/site/error-popup.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { commitSession, getSession } from "~/platform/session.server";
import { withInteractionCapture } from "~/site/analytics.server";
import { pageMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import { readForm } from "~/site/form.server";

/**
 * Cardholder login, step 1: a mobile number (default) or an e-mail address (?with=email).
 * The upstream sends the code; an unknown phone is offered sign-up.
 */
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(metaTranslator(matches)("Log in to your gold card")) },
  { name: "robots", content: "noindex" },
];

const PATH = "/lp/cards/login";
export const OTP_PAGE = "/lp/cards/otp";

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  if (session.has("cardholder")) throw redirect(CARD_HOME_PATH);
  const url = new URL(request.url);
  return {
    kind: loginKind(url.searchParams.get("with")),
    expired: url.searchParams.get("expired") === "1",
    i18n: await pageMessages(request, "cards-login", "cards-code"),
  };
}

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const { form, submission } = await readForm(request, LoginFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), signUp: false }, { status: 400 });
  const { kind, identity } = submission.value;
  try {
    const outcome = await startLogin(session, { purpose: "login", kind, value: identity }, clientAddressOf(context));
    if (outcome.kind === "sent") return redirect(OTP_PAGE, { headers: { "Set-Cookie": await commitSession(session) } });
    const refused = refusedSendAnswer(outcome);
    return data(
      {
        result: submission.reply({ fieldErrors: { identity: [refused.message] } }),
        signUp: outcome.kind === "no-account" && kind === "phone",
      },
      { status: refused.status, headers: refused.headers },
    );
  } catch (error) {
    const typed = String(form.get("identity") ?? "").slice(0, 254);
    const back = await redirectWithPopup(session, error, kind === "email" ? `${PATH}?with=email` : PATH, { identity: typed });
    return back ?? data({ result: submission.reply({ fieldErrors: { identity: [NOT_SAVED_MESSAGE] } }), signUp: false }, { status: 502 });
  }
}

export default function CardLogin() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const flashed = useFlashedValues();
  const navigation = useNavigation();
  const result = actionData?.result;
  const kind = result ? loginKind(typedValue(result, "kind")) : loaded.kind;
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const isEmail = kind === "email";
  const typed = (result ? typedValue(result, "identity") : flashed?.identity) ?? "";

  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">{t("Log in to your gold card")}</h1>
      {loaded.expired && (
        <p className="notice" role="status">
          {t("Your session has ended. Please log in again.")}
        </p>
      )}
      <p className="lead">
        {isEmail ? t("We will send a one-time code to your e-mail address.") : t("We will send a one-time code to your mobile number.")}
      </p>

      <nav className="chips" aria-label={t("Log in with")}>
        <Link
          to={PATH}
          className={isEmail ? "chip chip--link" : "chip chip--link chip--chosen"}
          aria-current={isEmail ? undefined : "page"}
          replace
        >
          {t("Mobile number")}
        </Link>
        <Link
          to={`${PATH}?with=email`}
          className={isEmail ? "chip chip--link chip--chosen" : "chip chip--link"}
          aria-current={isEmail ? "page" : undefined}
          replace
        >
          {t("E-mail")}
        </Link>
      </nav>

      <Form method="post" className="card form" replace key={kind}>
        <input type="hidden" name="kind" value={kind} />
        <ErrorSummary
          id="login-summary"
          errors={summaryErrors(result, { identity: "identity" })}
          message={errorOf(result, "")}
          result={result}
        />
        <Field
          name="identity"
          label={isEmail ? t("E-mail address") : t("Mobile number")}
          prefix={isEmail ? undefined : "+91"}
          error={errorOf(result, "identity")}
          {...(isEmail
            ? { type: "email", autoComplete: "email", inputMode: "email" as const, title: t.text(EMAIL_PROBLEM), maxLength: 254 }
            : // tel-national (the number without +91) is an autofill token of text inputs, not of type=tel (HTML, autofill).
              {
                type: "text",
                autoComplete: "tel-national",
                inputMode: "numeric" as const,
                pattern: MOBILE_INPUT_PATTERN,
                title: t.text(PHONE_PROBLEM),
                maxLength: 16,
              })}
          required
          defaultValue={typed}
        />
        {actionData?.signUp && (
          <p className="notice" data-testid="sign-up-offer">
            {t("New to the gold card?")} <Link to={`/lp/cards/signup?phone=${encodeURIComponent(typed)}`}>{t("Create your account")}</Link>
          </p>
        )}
        <button type="submit" className="button button--block" disabled={sending}>
          {sending ? t("Sending…") : t("Get OTP")}
        </button>
      </Form>
      <p className="muted">
        {t("No account yet?")} <Link to="/lp/cards/signup">{t("Sign up with your mobile number")}</Link>
      </p>
    </section>
  );
}
