import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { useFlashedValues } from "~/components/use-flashed-values";
import { CARD_HOME_PATH } from "~/cards/auth.server";
import { EMAIL_PROBLEM, loginKind, parseLoginIdentity, PHONE_PROBLEM, type LoginKind } from "~/cards/login";
import { refusedSendAnswer, startLogin } from "~/cards/login.server";
import { MOBILE_INPUT_PATTERN } from "~/journey/phone";
import { redirectWithPopup, NOT_SAVED_MESSAGE } from "~/site/error-popup.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { commitSession, getSession } from "~/platform/session.server";
import { withInteractionCapture } from "~/site/analytics.server";

/**
 * Cardholder login, step 1: a mobile number (default) or an e-mail address (?with=email).
 * The upstream sends the code; an unknown phone is offered sign-up.
 */
export const meta: MetaFunction = () => [{ title: pageTitle("Log in to your gold card") }, { name: "robots", content: "noindex" }];

const PATH = "/lp/cards/login";
export const OTP_PAGE = "/lp/cards/otp";

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  if (session.has("cardholder")) throw redirect(CARD_HOME_PATH);
  const url = new URL(request.url);
  return { kind: loginKind(url.searchParams.get("with")), expired: url.searchParams.get("expired") === "1" };
}

type ActionResult = { kind: LoginKind; value: string; error: string | null; signUp: boolean };

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const form = await request.formData();
  const kind = loginKind(String(form.get("kind") ?? ""));
  const typed = String(form.get("identity") ?? "").slice(0, 254);
  const parsed = parseLoginIdentity(kind, typed);
  if ("problem" in parsed) return data<ActionResult>({ kind, value: typed, error: parsed.problem, signUp: false }, { status: 400 });
  try {
    const outcome = await startLogin(session, { purpose: "login", kind, value: parsed.value }, clientAddressOf(context));
    if (outcome.kind === "sent") return redirect(OTP_PAGE, { headers: { "Set-Cookie": await commitSession(session) } });
    const refused = refusedSendAnswer(outcome);
    return data<ActionResult>(
      { kind, value: typed, error: refused.message, signUp: outcome.kind === "no-account" && kind === "phone" },
      { status: refused.status, headers: refused.headers }
    );
  } catch (error) {
    const back = await redirectWithPopup(session, error, kind === "email" ? `${PATH}?with=email` : PATH, { identity: typed });
    return back ?? data<ActionResult>({ kind, value: typed, error: NOT_SAVED_MESSAGE, signUp: false }, { status: 502 });
  }
}

export default function CardLogin() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const kind = actionData?.kind ?? loaded.kind;
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const error = actionData?.error ?? null;
  const isEmail = kind === "email";
  const typed = actionData?.value ?? useFlashedValues()?.identity ?? "";

  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">Log in to your gold card</h1>
      {loaded.expired && (
        <p className="notice" role="status">
          Your session has ended. Please log in again.
        </p>
      )}
      <p className="lead">We will send a one-time code to your {isEmail ? "e-mail address" : "mobile number"}.</p>

      <nav className="chips" aria-label="Log in with">
        <Link to={PATH} className={isEmail ? "chip chip--link" : "chip chip--link chip--chosen"} aria-current={isEmail ? undefined : "page"} replace>
          Mobile number
        </Link>
        <Link
          to={`${PATH}?with=email`}
          className={isEmail ? "chip chip--link chip--chosen" : "chip chip--link"}
          aria-current={isEmail ? "page" : undefined}
          replace
        >
          E-mail
        </Link>
      </nav>

      <Form method="post" className="card form" replace key={kind}>
        <input type="hidden" name="kind" value={kind} />
        <div className="field">
          <label htmlFor="identity">{isEmail ? "E-mail address" : "Mobile number"}</label>
          <div className={isEmail ? undefined : "input-prefix"}>
            {!isEmail && <span aria-hidden="true">+91</span>}
            <input
              id="identity"
              name="identity"
              {...(isEmail
                ? { type: "email", autoComplete: "email", inputMode: "email" as const, title: EMAIL_PROBLEM, maxLength: 254 }
                : {
                    type: "tel",
                    autoComplete: "tel-national",
                    inputMode: "numeric" as const,
                    pattern: MOBILE_INPUT_PATTERN,
                    title: PHONE_PROBLEM,
                    maxLength: 16,
                  })}
              required
              defaultValue={typed}
              aria-invalid={error ? true : undefined}
              aria-describedby="identity-error"
            />
          </div>
          <p className="field__error" id="identity-error" role="alert">
            {error}
          </p>
        </div>
        {actionData?.signUp && (
          <p className="notice" data-testid="sign-up-offer">
            New to the gold card? <Link to={`/lp/cards/signup?phone=${encodeURIComponent(actionData.value)}`}>Create your account</Link>
          </p>
        )}
        <button type="submit" className="button button--block" disabled={sending}>
          {sending ? "Sending…" : "Get OTP"}
        </button>
      </Form>
      <p className="muted">
        No account yet? <Link to="/lp/cards/signup">Sign up with your mobile number</Link>
      </p>
    </section>
  );
}
