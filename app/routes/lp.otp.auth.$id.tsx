import { type ActionFunctionArgs, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Form } from "~/components/form";
import { formFields } from "~/components/form-result";
import { useIsPending } from "~/components/use-is-pending";
import { MessageText } from "~/components/message-text";
import { OtpStep } from "~/components/otp-step";
import { LeadOtpFormSchema, type LeadOtpFields } from "~/journey/otp-form";
import { continueTo, nextStepHref, requireFlowSteps, requireLead } from "~/journey/flow.server";
import { ownedLeadId } from "~/journey/lead.server";
import { hasSentOtp, heldOtp, resendSecondsLeft } from "~/journey/otp.server";
import { resumedLeadOf } from "~/journey/resume.server";
import { limitProblem } from "~/site/limit-problem";
import { submitOtp } from "~/journey/otp-form.server";
import { codeSentNotice } from "~/journey/otp-notice";
import { useFlash } from "~/components/flash";
import { BASIC_DETAILS_PATH, otpPath } from "~/journey/paths";
import { asText, msg } from "~/i18n/message";
import { formAction } from "~/site/form-action.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { getSession } from "~/platform/session.server";
import { fillNodes } from "~/components/fill-nodes";
import { routeMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import { stepMeta } from "~/journey/step-meta";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["lead-otp", "otp-field", "limits", "limits-otp"] };

/**
 * Step 2: verify the phone by OTP. The code is sent by SMS by the post that leads here (the lead
 * form, the resume offer), never by opening the page: a prefetch, a crawler or a reload sends
 * nothing. Without a code asked for in this session (the page opened by a link), the page offers
 * to send one. The visitor may ask again by SMS or by a voice call once the cool-down has passed;
 * a right code marks the lead verified and moves to the next configured step.
 */
export const meta = stepMeta("Verify your mobile number");

/** The phone as the page shows it: its last four digits only. */
function maskedPhone(phoneEnd: string | undefined): string {
  return phoneEnd ? `+91 ******${phoneEnd}` : asText(msg("your mobile number"));
}

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const lead = requireLead(session);
  const steps = await requireFlowSteps();
  if (params.id !== lead.lead_id && params.id !== lead.transactionId) {
    throw redirect(otpPath(lead.lead_id));
  }
  const url = new URL(request.url);
  // Verified by this session: on to the next step. A lead id learned from a 409 (or an old cookie's) asks for the code.
  if (lead.isOtpVerified && ownedLeadId(session, lead.lead_id)) {
    throw redirect(continueTo(nextStepHref(steps, url.pathname, lead.lead_id) ?? BASIC_DETAILS_PATH, session));
  }
  const held = heldOtp(session, lead.lead_id);
  const notice = held ? asText(limitProblem(held.reason, held.secondsLeft)) : null;
  return {
    phone: maskedPhone(lead.phone?.slice(-4) ?? resumedLeadOf(session, lead.lead_id)?.phoneEnd),
    /** A code was asked for in this session (sent, or held back by a limit); else the page offers to send one. */
    asked: hasSentOtp(session, lead.lead_id),
    /** Held back by a limit other than the wait between two codes: no code went now (earlier ones may still be typed). */
    notSent: held !== null && held.reason !== "cooldown",
    channel: session.get("otp")?.channel ?? null,
    secondsLeft: resendSecondsLeft(session, lead.lead_id),
    notice,
    i18n: await routeMessages(request, handle),
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: async ({ request }) => {
      const session = await getSession(request);
      return { session, lead: requireLead(session) };
    },
    schema: LeadOtpFormSchema,
    // The code is never sent back to the page.
    secret: ["otp"],
    run: (input, { session, lead }, { request, context, events }) =>
      submitOtp(input, { session, lead, path: new URL(request.url).pathname, address: clientAddressOf(context), events }),
  });

export default function LeadOtpStep() {
  const t = useT();
  const { phone, asked, notSent, channel, secondsLeft, notice: held } = useLoaderData<typeof loader>();
  // A limit's hold first; else that a new code went (the flash of the resend's move).
  const sent = useFlash().notice("lead-otp");
  const notice = held ?? (sent ? codeSentNotice(sent.sent) : null);
  const phoneText = (
    <strong className="nowrap">
      <MessageText text={phone} />
    </strong>
  );
  const resend = [
    { intent: "resend", label: asked ? t("Send again") : t("Send the code") },
    { intent: "voice", label: t("Get a call instead") },
  ];
  if (!asked)
    return <SendCode sentTo={fillNodes(t("We will send a 6-digit code by SMS to {phone}."), { phone: phoneText })} resend={resend} />;
  return (
    <OtpStep
      sentTo={
        <>
          {fillNodes(
            notSent
              ? t("We will send a 6-digit code by SMS to {phone}.")
              : channel === "VOICE"
                ? t("We are calling {phone}.")
                : t("We sent a 6-digit code by SMS to {phone}."),
            { phone: phoneText },
          )}{" "}
          <Link to={BASIC_DETAILS_PATH}>{t("Change number")}</Link>
        </>
      }
      verifyLabel={t("Verify and continue")}
      secondsLeft={secondsLeft}
      notice={notice}
      resend={resend}
    />
  );
}

/** The page opened without a code asked for (a link, a bookmark): it sends one only when asked to. */
function SendCode({ sentTo, resend }: { sentTo: ReactNode; resend: readonly { intent: string; label: string }[] }) {
  const t = useT();
  const busy = useIsPending();
  const fields = formFields<LeadOtpFields>(null);
  return (
    <section aria-labelledby="otp-title">
      <h1 id="otp-title">{t("Verify your mobile number")}</h1>
      <p className="lead">
        {sentTo} <Link to={BASIC_DETAILS_PATH}>{t("Change number")}</Link>
      </p>
      <Form method="post" className="card form" replace>
        {resend.map((button, index) => (
          <button
            key={button.intent}
            type="submit"
            name={fields.intent.name}
            value={button.intent}
            className={index === 0 ? "button button--block" : "button button--secondary button--block"}
            disabled={busy}
          >
            {button.label}
          </button>
        ))}
      </Form>
    </section>
  );
}
