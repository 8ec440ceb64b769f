import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { pageTitle } from "~/brand";
import { Field } from "~/components/field";
import { errorOf, typedValue } from "~/components/form-result";
import { useFlashedValues } from "~/components/use-flashed-values";
import { CARD_HOME_PATH, LOGIN_PATH } from "~/cards/paths";
import { PHONE_PROBLEM } from "~/cards/login";
import { SignUpFormSchema } from "~/cards/login-form";
import { refusedSendAnswer, startLogin } from "~/cards/login.server";
import { MOBILE_INPUT_PATTERN } from "~/journey/phone";
import { NOT_SAVED_MESSAGE, redirectWithPopup, typedFields } from "~/site/error-popup.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { commitSession, getSession } from "~/platform/session.server";
import { withInteractionCapture } from "~/site/analytics.server";
import { pageMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import { readForm } from "~/site/form.server";

/** Sign-up for a phone with no account: a name, then the code (signUpOtp), then createaccount. */
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(metaTranslator(matches)("Create your gold card account")) },
  { name: "robots", content: "noindex" },
];

const PATH = "/lp/cards/signup";
const FIELDS = ["firstname", "lastname", "phone"] as const;

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  if (session.has("cardholder")) throw redirect(CARD_HOME_PATH);
  return {
    phone: (new URL(request.url).searchParams.get("phone") ?? "").slice(0, 16),
    i18n: await pageMessages(request, "cards-login", "cards-code"),
  };
}

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const { form, submission } = await readForm(request, SignUpFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), accountExists: false }, { status: 400 });
  const { firstname, lastname, phone } = submission.value;
  try {
    const outcome = await startLogin(
      session,
      { purpose: "signup", kind: "phone", value: phone, firstname, lastname },
      clientAddressOf(context),
    );
    if (outcome.kind === "sent") return redirect("/lp/cards/otp", { headers: { "Set-Cookie": await commitSession(session) } });
    const refused = refusedSendAnswer(outcome);
    return data(
      { result: submission.reply({ fieldErrors: { phone: [refused.message] } }), accountExists: outcome.kind === "account-exists" },
      { status: refused.status, headers: refused.headers },
    );
  } catch (error) {
    const back = await redirectWithPopup(session, error, PATH, typedFields(form, FIELDS, 60));
    return back ?? data({ result: submission.reply({ formErrors: [NOT_SAVED_MESSAGE] }), accountExists: false }, { status: 502 });
  }
}

export default function CardSignUp() {
  const t = useT();
  const { phone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const flashed = useFlashedValues();
  const navigation = useNavigation();
  const result = actionData?.result;
  const value = (name: (typeof FIELDS)[number]) => (result ? typedValue(result, name) : (flashed ?? { phone })[name]) ?? "";
  const phoneError = errorOf(result, "phone");
  const formError = errorOf(result, "");
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <section aria-labelledby="signup-title">
      <h1 id="signup-title">{t("Create your gold card account")}</h1>
      <p className="lead">{t("Tell us your name and mobile number. We will send a code to confirm the number.")}</p>
      <Form method="post" className="card form" replace>
        <ErrorSummary
          id="signup-summary"
          errors={summaryErrors(result, { firstname: "firstname", lastname: "lastname", phone: "phone" })}
          message={formError}
          result={result}
        />
        <Field
          name="firstname"
          label={t("First name")}
          error={errorOf(result, "firstname")}
          autoComplete="given-name"
          maxLength={60}
          required
          defaultValue={value("firstname")}
        />
        <Field
          name="lastname"
          label={
            <>
              {t("Last name")} <span className="muted">{t("(optional)")}</span>
            </>
          }
          autoComplete="family-name"
          maxLength={60}
          defaultValue={value("lastname")}
        />
        <Field
          name="phone"
          label={t("Mobile number")}
          prefix="+91"
          error={
            phoneError && (
              <>
                {t.text(phoneError)}
                {actionData?.accountExists && (
                  <>
                    {" "}
                    <Link to={LOGIN_PATH}>{t("Log in")}</Link>
                  </>
                )}
              </>
            )
          }
          // tel-national (the number without +91) is an autofill token of text inputs, not of type=tel (HTML, autofill).
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          pattern={MOBILE_INPUT_PATTERN}
          title={t.text(PHONE_PROBLEM)}
          maxLength={16}
          required
          defaultValue={value("phone")}
        />
        <button type="submit" className="button button--block" disabled={sending}>
          {sending ? t("Sending…") : t("Get OTP")}
        </button>
      </Form>
      <p className="muted">
        {t("Already have an account?")} <Link to={LOGIN_PATH}>{t("Log in")}</Link>
      </p>
    </section>
  );
}
