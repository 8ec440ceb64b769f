import { type ActionFunctionArgs, data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MessageText } from "~/components/message-text";
import { OtpStep } from "~/components/otp-step";
import { LeadOtpFormSchema } from "~/journey/otp-form";
import { continueTo, nextStepHref, requireFlowSteps, requireLead } from "~/journey/flow.server";
import { ownedLeadId } from "~/journey/lead.server";
import { hasSentOtp, resendSecondsLeft, sendOtp } from "~/journey/otp.server";
import { sendNotice, submitOtp } from "~/journey/otp-form.server";
import { BASIC_DETAILS_PATH, otpPath } from "~/journey/paths";
import { asText, msg } from "~/i18n/message";
import { popupFor } from "~/site/error-popup.server";
import { eventContext } from "~/site/events.server";
import { formAction } from "~/site/form-action.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { commitLoaderSession, getSession } from "~/platform/session.server";
import { fillNodes } from "~/components/fill-nodes";
import { pageMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import { stepMeta } from "~/journey/step-meta";

/**
 * Step 2: verify the phone by OTP. The code is sent by SMS on arrival; the visitor may
 * ask again by SMS or by a voice call once the cool-down has passed; a right code marks
 * the lead verified and moves to the next configured step.
 */
export const meta = stepMeta("Verify your mobile number");

/** The phone as the page shows it: its last four digits only. */
function maskedPhone(phone: string | undefined): string {
  return phone ? `+91 ******${phone.slice(-4)}` : asText(msg("your mobile number"));
}

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
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
  let popup: { id: string; message: string } | null = null;
  let notice: string | null = null;
  let headers: HeadersInit | undefined;
  if (!hasSentOtp(session, lead.lead_id)) {
    const events = eventContext(request, session);
    try {
      const outcome = await sendOtp(session, lead, "SMS", clientAddressOf(context), events);
      if (outcome.kind === "sent") headers = { "Set-Cookie": await commitLoaderSession(session) };
      else notice = asText(sendNotice(outcome));
    } catch (error) {
      const message = popupFor(error, { events, where: "otp-send" });
      if (message !== null) popup = { id: `otp-send-${Date.now()}`, message };
    }
  }
  const sent = url.searchParams.get("sent");
  if (!notice && (sent === "SMS" || sent === "VOICE")) notice = asText(sendNotice({ kind: "sent", channel: sent }));
  return data(
    {
      phone: maskedPhone(lead.phone),
      channel: session.get("otp")?.channel ?? null,
      secondsLeft: resendSecondsLeft(session, lead.lead_id),
      notice,
      popup,
      i18n: await pageMessages(request, "lead-otp", "otp-field", "limits", "limits-otp"),
    },
    { headers },
  );
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
  const { phone, channel, secondsLeft, notice } = useLoaderData<typeof loader>();
  return (
    <OtpStep
      sentTo={
        <>
          {fillNodes(channel === "VOICE" ? t("We are calling {phone}.") : t("We sent a 6-digit code by SMS to {phone}."), {
            phone: (
              <strong className="nowrap">
                <MessageText text={phone} />
              </strong>
            ),
          })}{" "}
          <Link to={BASIC_DETAILS_PATH}>{t("Change number")}</Link>
        </>
      }
      verifyLabel={t("Verify and continue")}
      secondsLeft={secondsLeft}
      notice={notice}
      resend={[
        { intent: "resend", label: t("Send again") },
        { intent: "voice", label: t("Get a call instead") },
      ]}
    />
  );
}
