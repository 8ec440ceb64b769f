import { useEffect, useState } from "react";
import { Field } from "~/components/field";
import { OTP_LENGTH } from "~/journey/otp";
import { useT } from "~/i18n/use-t";

/**
 * The one-time code input of every OTP form (lead, cardholder login, consent, limit
 * increase): digits only, the browser's one-time-code autofill, and a reserved error line.
 */
export function OtpField({ name, error, label }: { name: "otp"; error: string | null | undefined; label?: string }) {
  const t = useT();
  return (
    <Field
      name={name}
      label={label ?? t("One-time code")}
      error={error}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${OTP_LENGTH}}`}
      maxLength={OTP_LENGTH}
      required
      title={t("The {digits}-digit code", { digits: OTP_LENGTH })}
      className="otp-input"
    />
  );
}

/** Counts a resend cool-down down once JavaScript runs; without it the server's figure is shown as is. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return { left, hydrated };
}
