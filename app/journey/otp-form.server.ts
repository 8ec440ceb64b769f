/**
 * The OTP step's forms (requirements §4; the schema is otp-form.ts): send the code again by SMS or a call,
 * or check it and go on. Sending and checking themselves are otp.server.ts.
 */
import { msg, type Message } from "~/i18n/message";
import { codeSentNotice } from "~/journey/otp-notice";
import { continueTo, nextStepHref, requireFlowSteps, requireLead } from "~/journey/flow.server";
import type { LeadOtpForm } from "~/journey/otp-form";
import { sendOtp, verifyOtp, type SendOutcome, type SessionLead, type VerifyOutcome } from "~/journey/otp.server";
import { BASIC_DETAILS_PATH } from "~/journey/paths";
import { resumedStep } from "~/journey/resume.server";
import type { AppSession } from "~/platform/session.server";
import type { EventContext } from "~/site/events.server";
import { failed, moveTo, notSavedOn, refuse, type Outcome } from "~/site/form-action.server";

/** What the page says about a code sent, or not sent yet (a limit's text as it came). */
export function sendNotice(outcome: SendOutcome): Message | string {
  switch (outcome.kind) {
    case "sent":
      return codeSentNotice(outcome.channel);
    case "cooldown":
      return msg("You can ask for a new code in {seconds} seconds.", { seconds: outcome.secondsLeft });
    case "limited":
      return outcome.message;
  }
}

/** Who posts the OTP step's forms, and where from: the session's lead (a 409's too), the page, the client's address. */
export type OtpStepRequest = { session: AppSession; lead: SessionLead; path: string; address: string; events: EventContext };

/**
 * The OTP step's forms: send the code again (by SMS or a call; the page then says so), or check
 * it and go on to the next configured step. A failed send says so above the form, a failed check
 * on the code, when the failure opens no popup.
 */
export async function submitOtp(input: LeadOtpForm, { session, lead, path, address, events }: OtpStepRequest): Promise<Outcome> {
  if (input.intent !== "verify") {
    let sent: SendOutcome;
    try {
      sent = await sendOtp(session, lead, input.intent === "voice" ? "VOICE" : "SMS", address, events);
    } catch (error) {
      const notSent = msg("We could not send a new code just now. Please try again.");
      return failed(error, { where: "otp-send", otherwise: refuse({ notice: notSent, status: 502 }) });
    }
    if (sent.kind === "sent") return moveTo(path, { notice: { page: "lead-otp", sent: sent.channel } });
    return refuse({ notice: sendNotice(sent), retryAfterSeconds: sent.kind === "cooldown" ? sent.secondsLeft : sent.retryAfterSeconds });
  }
  let checked: VerifyOutcome;
  try {
    checked = await verifyOtp(session, lead, input.otp, address, events);
  } catch (error) {
    const notChecked = msg("We could not check the code just now. Please try again.");
    return failed(error, { where: "otp-verify", otherwise: notSavedOn("otp", notChecked) });
  }
  if (checked.kind === "limited") return refuse({ fields: { otp: checked.message }, retryAfterSeconds: checked.retryAfterSeconds });
  if (checked.kind === "wrong") return refuse({ fields: { otp: checked.message } });
  // A lead resumed from its cookie goes on from the step it had reached (app/journey/resume.server.ts).
  // (The session's lead now: a resumed lead's whole record was read with the right code.)
  const next =
    resumedStep(session, requireLead(session)) ?? nextStepHref(await requireFlowSteps(), path, lead.lead_id) ?? BASIC_DETAILS_PATH;
  return moveTo(continueTo(next, session));
}
