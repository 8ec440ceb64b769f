import type { ReactNode } from "react";
import { Form } from "~/components/form";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { formErrorOf, formFields, useFormNotice, useFormResult, type FieldName } from "~/components/form-result";
import { MessageText } from "~/components/message-text";
import { OtpField, useCountdown } from "~/components/otp-field";
import { useIsPending } from "~/components/use-is-pending";
import type { Message } from "~/i18n/message";
import type { LoginCodeFields } from "~/cards/login-form";
import type { LeadOtpFields } from "~/journey/otp-form";
import { useT } from "~/i18n/use-t";

/** The names both code forms read, the lead's and the cardholder's. */
type OtpFields = Record<FieldName<LeadOtpFields> & FieldName<LoginCodeFields>, unknown>;

type Props = {
  /** Where the code went, and the link to change it: the paragraph under the heading. */
  sentTo: ReactNode;
  /** The code form's button ("Log in", "Verify and continue"). */
  verifyLabel: string;
  /** Seconds before a new code may be asked for, as the server counted them (the page counts down with JavaScript). */
  secondsLeft: number;
  /** What the page says above the resend buttons when its action said nothing (a code sent, or held back by a limit, before the page opened). */
  notice?: string | Message | null;
  /** The resend form's buttons, each its intent (the first is "Send again"). */
  resend: readonly { intent: string; label: string }[];
};

/**
 * The one-time-code step of the lead journey and of the cardholder's login: the code form
 * (verified with the `verify` intent) with its error summary, and the resend form with its
 * cool-down and what the last send said (`otp-notice`). The page's headings and words come from
 * its own namespaces: both send these strings.
 */
export function OtpStep({ sentTo, verifyLabel, secondsLeft, notice, resend }: Props) {
  const t = useT();
  const result = useFormResult();
  const fields = formFields<OtpFields>(result);
  const said = useFormNotice() ?? notice;
  const { left, hydrated } = useCountdown(secondsLeft);
  const verifying = useIsPending({ intent: "verify" });
  const busy = useIsPending();

  return (
    <section aria-labelledby="otp-title">
      <h1 id="otp-title">{t("Enter the code we sent you")}</h1>
      <p className="lead">{sentTo}</p>
      <Form method="post" className="card form" replace>
        <ErrorSummary id="otp-summary" errors={summaryErrors([fields.otp])} message={formErrorOf(result)} result={result} />
        <OtpField name={fields.otp.name} error={fields.otp.error} />
        <button type="submit" name={fields.intent.name} value="verify" className="button button--block" disabled={verifying}>
          {verifying ? t("Checking…") : verifyLabel}
        </button>
      </Form>
      <Form method="post" className="resend" replace>
        <p className="resend__status" aria-live="polite" data-testid="otp-notice">
          {said ? (
            <MessageText text={said} />
          ) : left > 0 ? (
            t("Did not get it? You can ask for a new code in {seconds} seconds.", { seconds: left })
          ) : (
            t("Did not get the code?")
          )}
        </p>
        <div className="resend__actions">
          {resend.map((button) => (
            <button
              key={button.intent}
              type="submit"
              name={fields.intent.name}
              value={button.intent}
              className="button button--secondary"
              disabled={hydrated && (left > 0 || busy)}
            >
              {button.label}
            </button>
          ))}
        </div>
      </Form>
    </section>
  );
}
