import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { useFlashedValues } from "~/components/use-flashed-values";
import { CARD_HOME_PATH, LOGIN_PATH } from "~/cards/auth.server";
import { FIRSTNAME_PROBLEM, parseLoginIdentity, PHONE_PROBLEM } from "~/cards/login";
import { refusedSendAnswer, startLogin } from "~/cards/login.server";
import { MOBILE_INPUT_PATTERN } from "~/journey/phone";
import { NOT_SAVED_MESSAGE, redirectWithPopup, typedFields } from "~/site/error-popup.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { commitSession, getSession } from "~/platform/session.server";
import { withInteractionCapture } from "~/site/analytics.server";

/** Sign-up for a phone with no account: a name, then the code (signUpOtp), then createaccount. */
export const meta: MetaFunction = () => [{ title: pageTitle("Create your gold card account") }, { name: "robots", content: "noindex" }];

const PATH = "/lp/cards/signup";
const FIELDS = ["firstname", "lastname", "phone"] as const;

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  if (session.has("cardholder")) throw redirect(CARD_HOME_PATH);
  return { phone: (new URL(request.url).searchParams.get("phone") ?? "").slice(0, 16) };
}

type Problems = Partial<Record<(typeof FIELDS)[number] | "form", string>>;
type ActionResult = { values: Record<string, string>; problems: Problems; accountExists: boolean };

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const form = await request.formData();
  const values = typedFields(form, FIELDS, 60);
  const firstname = values.firstname?.trim() ?? "";
  const lastname = values.lastname?.trim() ?? "";
  const phone = parseLoginIdentity("phone", values.phone ?? "");
  const problems: Problems = {};
  if (firstname === "") problems.firstname = FIRSTNAME_PROBLEM;
  if ("problem" in phone) problems.phone = phone.problem;
  if (Object.keys(problems).length > 0 || "problem" in phone) return data<ActionResult>({ values, problems, accountExists: false }, { status: 400 });
  try {
    const outcome = await startLogin(session, { purpose: "signup", kind: "phone", value: phone.value, firstname, lastname }, clientAddressOf(context));
    if (outcome.kind === "sent") return redirect("/lp/cards/otp", { headers: { "Set-Cookie": await commitSession(session) } });
    const refused = refusedSendAnswer(outcome);
    return data<ActionResult>(
      { values, problems: { phone: refused.message }, accountExists: outcome.kind === "account-exists" },
      { status: refused.status, headers: refused.headers }
    );
  } catch (error) {
    const back = await redirectWithPopup(session, error, PATH, values);
    return back ?? data<ActionResult>({ values, problems: { form: NOT_SAVED_MESSAGE }, accountExists: false }, { status: 502 });
  }
}

export default function CardSignUp() {
  const { phone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const flashed = useFlashedValues();
  const navigation = useNavigation();
  const values = actionData?.values ?? flashed ?? { phone };
  const problems = actionData?.problems ?? {};
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <section aria-labelledby="signup-title">
      <h1 id="signup-title">Create your gold card account</h1>
      <p className="lead">Tell us your name and mobile number. We will send a code to confirm the number.</p>
      <Form method="post" className="card form" replace>
        <div className="field">
          <label htmlFor="firstname">First name</label>
          <input
            id="firstname"
            name="firstname"
            autoComplete="given-name"
            maxLength={60}
            required
            defaultValue={values.firstname ?? ""}
            aria-invalid={problems.firstname ? true : undefined}
            aria-describedby="firstname-error"
          />
          <p className="field__error" id="firstname-error" role="alert">
            {problems.firstname}
          </p>
        </div>
        <div className="field">
          <label htmlFor="lastname">
            Last name <span className="muted">(optional)</span>
          </label>
          <input id="lastname" name="lastname" autoComplete="family-name" maxLength={60} defaultValue={values.lastname ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="phone">Mobile number</label>
          <div className="input-prefix">
            <span aria-hidden="true">+91</span>
            <input
              id="phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              pattern={MOBILE_INPUT_PATTERN}
              title={PHONE_PROBLEM}
              maxLength={16}
              required
              defaultValue={values.phone ?? ""}
              aria-invalid={problems.phone ? true : undefined}
              aria-describedby="phone-error"
            />
          </div>
          <p className="field__error" id="phone-error" role="alert">
            {problems.phone}
            {actionData?.accountExists && (
              <>
                {" "}
                <Link to={LOGIN_PATH}>Log in</Link>
              </>
            )}
          </p>
        </div>
        {problems.form && (
          <p className="form__error" role="alert">
            {problems.form}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={sending}>
          {sending ? "Sending…" : "Get OTP"}
        </button>
      </Form>
      <p className="muted">
        Already have an account? <Link to={LOGIN_PATH}>Log in</Link>
      </p>
    </section>
  );
}
