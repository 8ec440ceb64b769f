import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { NoCard } from "~/components/no-card";
import { OtpField } from "~/components/otp-field";
import { cardActionFailure, cardCall, readCard, refusedCardholderCodeCheck, sendCardholderCode } from "~/cards/account.server";
import { requireCardToken } from "~/cards/auth.server";
import { PageReads } from "~/site/error-popup.server";
import { clientAddressOf, headersWithRetryAfter, limitedInit } from "~/platform/request.server";
import { commitLoaderSession, commitSession } from "~/platform/session.server";
import { sendConsentOtp, validateConsentOtp } from "~/upstream/card.server";
import { withInteractionCapture } from "~/site/analytics.server";
import { eventContext } from "~/site/events.server";

/**
 * Consent by OTP (spec §4 "Card consent"): send the consent code, then validate it with the
 * tracking id (kept in the session) and the code the cardholder types.
 */
export const meta: MetaFunction = () => [{ title: pageTitle("Give your consent") }, { name: "robots", content: "noindex" }];

const PATH = "/lp/cards/consent";

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const reads = new PageReads(eventContext(request, ctx.session));
  const lookup = await readCard(request, ctx, reads);
  const given = lookup?.kind === "card" && lookup.card.consentGiven;
  const steps = ctx.session.get("cardSteps");
  if (given && steps?.consentTrackingId) {
    ctx.session.set("cardSteps", { ...steps, consentTrackingId: undefined });
    return data({ lookup, codeSent: false, given, popup: reads.popup }, { headers: { "Set-Cookie": await commitLoaderSession(ctx.session) } });
  }
  return { lookup, codeSent: Boolean(steps?.consentTrackingId), given, popup: reads.popup };
}

type ActionResult = { error: string | null };

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request, context }: ActionFunctionArgs) {
  const ctx = await requireCardToken(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const steps = ctx.session.get("cardSteps") ?? {};
  const address = clientAddressOf(context);
  const limited = (refused: { message: string; retryAfterSeconds: number }) =>
    data<ActionResult>({ error: refused.message }, limitedInit(refused.retryAfterSeconds));
  try {
    if (intent === "send") {
      const sent = await sendCardholderCode(request, ctx, address, "consent", sendConsentOtp);
      if ("refused" in sent) return limited(sent.refused);
      const { trackingId } = sent.sent;
      ctx.session.set("cardSteps", { ...steps, consentTrackingId: trackingId });
      return redirect(PATH, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    }
    const trackingId = steps.consentTrackingId;
    if (!trackingId) return redirect(PATH);
    const otp = String(form.get("otp") ?? "").trim();
    if (!/^\d{6}$/.test(otp)) return data<ActionResult>({ error: "Enter the 6-digit code we sent you." }, { status: 400 });
    const refused = await refusedCardholderCodeCheck(`consent:${trackingId}`, address);
    if (refused) return limited(refused);
    await cardCall(request, ctx, (token) => validateConsentOtp(token, { trackingId, otp }));
    ctx.session.set("cardSteps", { ...steps, consentTrackingId: undefined });
    return redirect("/lp/cards/limits?consent=done", { headers: { "Set-Cookie": await commitSession(ctx.session) } });
  } catch (error) {
    const failure = await cardActionFailure(request, ctx, error, PATH);
    return failure instanceof Response ? failure : data<ActionResult>({ error: failure.refused }, { status: 400 });
  }
}

export default function Consent() {
  const { lookup, codeSent, given } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  if (lookup?.kind === "no-card") return <NoCard code={lookup.code} />;

  return (
    <section aria-labelledby="consent-title">
      <h1 id="consent-title">Your consent</h1>
      {given ? (
        <p className="success" role="status" data-testid="consent-given">
          Your consent is recorded. Thank you.
        </p>
      ) : (
        <>
          <p className="lead">
            We need your consent to check your credit report with the credit bureaus before we change your card limit. We send a code to your
            registered mobile number to confirm it is you.
          </p>
          {codeSent ? (
            <Form method="post" className="card form" replace>
              <OtpField error={actionData?.error} />
              <button type="submit" name="intent" value="validate" className="button button--block" disabled={busy}>
                {busy ? "Checking…" : "I give my consent"}
              </button>
            </Form>
          ) : (
            <Form method="post" className="card form" replace>
              <p className="field__error" role="alert">
                {actionData?.error}
              </p>
              <button type="submit" name="intent" value="send" className="button button--block" disabled={busy}>
                {busy ? "Sending…" : "Send me the code"}
              </button>
            </Form>
          )}
          {codeSent && (
            <Form method="post" className="resend" replace>
              <p className="resend__status">Did not get the code?</p>
              <button type="submit" name="intent" value="send" className="button button--secondary" disabled={busy}>
                Send again
              </button>
            </Form>
          )}
        </>
      )}
    </section>
  );
}
