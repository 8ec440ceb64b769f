import { Field } from "~/components/field";
import { useT } from "~/i18n/use-t";
import { OTP_LENGTH } from "~/journey/otp";

/**
 * The one-time code input of the cardholder pages (login, consent, limit increase), in the page's
 * language: digits only, the browser's one-time-code autofill, and a reserved error line.
 */
export function CardOtpField({ error }: { error: string | null | undefined }) {
  const t = useT();
  return (
    <Field
      name="otp"
      label={t("One-time code")}
      error={error}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${OTP_LENGTH}}`}
      maxLength={OTP_LENGTH}
      required
      title={t("The {length}-digit code", { length: OTP_LENGTH })}
      className="otp-input"
    />
  );
}
