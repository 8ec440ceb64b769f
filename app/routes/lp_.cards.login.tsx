import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { cardPageMeta } from "~/cards/meta";
import { Field } from "~/components/field";
import { formErrorOf, formFields, useFormNotice, useFormResult } from "~/components/form-result";
import { MessageText } from "~/components/message-text";
import { useIsPending } from "~/components/use-is-pending";
import { LOGIN_PATH as PATH, SIGN_UP_PATH } from "~/cards/paths";
import { EMAIL_PROBLEM, loginKind, PHONE_INPUT } from "~/cards/login";
import { PHONE_PROBLEM } from "~/journey/phone";
import { LoginFormSchema, type LoginFields } from "~/cards/login-form";
import { requestLoginCode, requireLoggedOut } from "~/cards/login.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { cardVisitor } from "~/cards/auth.server";
import { formAction } from "~/site/form-action.server";
import { CARD_PAGE_NAMESPACES } from "~/cards/namespaces";
import { routeMessages } from "~/i18n/catalogue.server";
import type { PageHandle } from "~/root";
import { useT } from "~/i18n/use-t";

/** The words its page shows (app/cards/namespaces.ts, decision 051). */
export const handle: PageHandle = { i18n: CARD_PAGE_NAMESPACES.login };

/**
 * Cardholder login, step 1: a mobile number (default) or an e-mail address (?with=email).
 * The upstream sends the code; an unknown phone is offered sign-up.
 */
export const meta = cardPageMeta("Log in to your gold card");

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireLoggedOut(request);
  const url = new URL(request.url);
  return {
    kind: loginKind(url.searchParams.get("with")),
    i18n: await routeMessages(request, handle),
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => cardVisitor(request),
    schema: LoginFormSchema,
    // A failed send comes back to the login by the same means (phone or e-mail).
    page: (_ctx, _args, input) => (input.kind === "email" ? `${PATH}?with=email` : PATH),
    run: (input, { session }, { context }) => requestLoginCode(input, session, clientAddressOf(context)),
  });

export default function CardLogin() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const result = useFormResult();
  const fields = formFields<LoginFields>(result);
  // An unknown phone's refusal offers sign-up with these words.
  const signUpOffer = useFormNotice();
  const kind = result ? loginKind(fields.kind.value) : loaded.kind;
  const sending = useIsPending();
  const isEmail = kind === "email";
  const typed = fields.identity.value ?? "";

  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">{t("Log in to your gold card")}</h1>
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
        <input type="hidden" name={fields.kind.name} value={kind} />
        <ErrorSummary id="login-summary" errors={summaryErrors([fields.identity])} message={formErrorOf(result)} result={result} />
        <Field
          field={fields.identity}
          label={isEmail ? t("E-mail address") : t("Mobile number")}
          prefix={isEmail ? undefined : "+91"}
          {...(isEmail ? { type: "email", autoComplete: "email", inputMode: "email" as const, maxLength: 254 } : PHONE_INPUT)}
          title={t.message(isEmail ? EMAIL_PROBLEM : PHONE_PROBLEM)}
          required
          defaultValue={typed}
        />
        {signUpOffer && (
          <p className="notice" data-testid="sign-up-offer">
            <MessageText text={signUpOffer} />{" "}
            <Link to={`${SIGN_UP_PATH}?phone=${encodeURIComponent(typed)}`}>{t("Create your account")}</Link>
          </p>
        )}
        <button type="submit" className="button button--block" disabled={sending}>
          {sending ? t("Sending…") : t("Get OTP")}
        </button>
      </Form>
      <p className="muted">
        {t("No account yet?")} <Link to={SIGN_UP_PATH}>{t("Sign up with your mobile number")}</Link>
      </p>
    </section>
  );
}
