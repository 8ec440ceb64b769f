import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { cardPageMeta } from "~/cards/meta";
import { Field } from "~/components/field";
import { formErrorOf, formFields, useFormNotice, useFormResult } from "~/components/form-result";
import { MessageText } from "~/components/message-text";
import { useIsPending } from "~/components/use-is-pending";
import { LOGIN_PATH, SIGN_UP_PATH } from "~/cards/paths";
import { PHONE_INPUT } from "~/cards/login";
import { PHONE_PROBLEM } from "~/journey/phone";
import { SignUpFormSchema, type SignUpFields } from "~/cards/login-form";
import { requestSignUpCode, requireLoggedOut } from "~/cards/login.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { cardVisitor } from "~/cards/auth.server";
import { formAction } from "~/site/form-action.server";
import { CARD_PAGE_NAMESPACES } from "~/cards/namespaces";
import { routeMessages } from "~/i18n/catalogue.server";
import type { PageHandle } from "~/root";
import { useT } from "~/i18n/use-t";

/** The words its page shows (app/cards/namespaces.ts, decision 051). */
export const handle: PageHandle = { i18n: CARD_PAGE_NAMESPACES.signup };

/** Sign-up for a phone with no account: a name, then the code (signUpOtp), then createaccount. */
export const meta = cardPageMeta("Create your gold card account");

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireLoggedOut(request);
  return {
    phone: (new URL(request.url).searchParams.get("phone") ?? "").slice(0, 16),
    i18n: await routeMessages(request, handle),
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => cardVisitor(request),
    schema: SignUpFormSchema,
    page: () => SIGN_UP_PATH,
    run: (input, { session }, { context }) => requestSignUpCode(input, session, clientAddressOf(context)),
  });

export default function CardSignUp() {
  const t = useT();
  const { phone } = useLoaderData<typeof loader>();
  const result = useFormResult();
  const fields = formFields<SignUpFields>(result);
  // A phone that has an account: the words of the link to the login, after the phone's message.
  const logInOffer = useFormNotice();
  const value = (name: keyof SignUpFields) => (result ? fields[name].value : name === "phone" ? phone : "") ?? "";
  const phoneError = fields.phone.error;
  const formError = formErrorOf(result);
  const sending = useIsPending();

  return (
    <section aria-labelledby="signup-title">
      <h1 id="signup-title">{t("Create your gold card account")}</h1>
      <p className="lead">{t("Tell us your name and mobile number. We will send a code to confirm the number.")}</p>
      <Form method="post" className="card form" replace>
        <ErrorSummary
          id="signup-summary"
          errors={summaryErrors([fields.firstname, fields.lastname, fields.phone])}
          message={formError}
          result={result}
        />
        <Field
          field={fields.firstname}
          label={t("First name")}
          autoComplete="given-name"
          maxLength={60}
          required
          defaultValue={value("firstname")}
        />
        <Field
          field={fields.lastname}
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
          field={fields.phone}
          label={t("Mobile number")}
          prefix="+91"
          error={
            phoneError && (
              <>
                <MessageText text={phoneError} />
                {logInOffer && (
                  <>
                    {" "}
                    <Link to={LOGIN_PATH}>
                      <MessageText text={logInOffer} />
                    </Link>
                  </>
                )}
              </>
            )
          }
          {...PHONE_INPUT}
          title={t.message(PHONE_PROBLEM)}
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
