import { Form } from "~/components/form";
import { useEffect, useMemo, useRef, useState } from "react";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { Choice, Field } from "~/components/field";
import { formErrorOf, formFields, useFormNotice, useFormResult } from "~/components/form-result";
import { useIsPending } from "~/components/use-is-pending";
import type { MessageKey } from "~/i18n/keys";
import type { LeadFields } from "~/journey/lead-form";
import type { LeadFormDefaults } from "~/journey/lead-form.server";
import { citiesOfLines } from "~/journey/city-rows";
import { LOAN_TYPES, type LoanType } from "~/journey/lead";
import { formatRupees } from "~/journey/money";
import { isAcceptablePartialMobile, MOBILE_INPUT_PATTERN } from "~/journey/phone";
import { fillNodes } from "~/components/fill-nodes";
import { CityOptions } from "~/components/city-options";
import { useT } from "~/i18n/use-t";
import { place } from "~/i18n/place";
import { readMessage } from "~/i18n/message";
import { useSupportLine } from "~/components/support-line";

const LOAN_TYPE_HINTS: Record<LoanType, MessageKey> = {
  FRESH: "A new loan against your gold",
  TAKEOVER: "Move a gold loan from another lender",
};

/** Each loan type as the form names it (displayLoanType's English text). */
const LOAN_TYPE_NAMES: Record<LoanType, MessageKey> = { FRESH: "Fresh", TAKEOVER: "Takeover" };

type Props = {
  action: string;
  cities: string;
  defaults: LeadFormDefaults;
};

/**
 * The lead form of the home page, of /lp/basic-details and of the landing pages. It posts to
 * `action` and works without JavaScript: native constraints in the browser, the zod schema on
 * the server, messages and typed values rendered back by the server (the page's form result).
 */
export function LeadForm({ action, cities: lines, defaults }: Props) {
  const t = useT();
  const cities = useMemo(() => citiesOfLines(lines), [lines]);
  const lastResult = useFormResult();
  const reply = formFields<LeadFields>(lastResult);
  // What each field shows: what the server got back (or what was typed before a failure), else the defaults.
  const field = <N extends keyof LeadFields>(name: N) => ({
    ...reply[name],
    id: `lead-form-${name}`,
    value: reply[name].value ?? defaults[name],
  });
  const fields = { phone: field("phone"), cityId: field("cityId"), loanAmount: field("loanAmount"), loanType: field("loanType") };
  const submitting = useIsPending({ formAction: action });
  const [cityId, setCityId] = useState(fields.cityId.value);
  const city = cities.find((c) => String(c.id) === cityId);
  // The amounts the hint gives follow the loan type chosen (a takeover has its own range, requirements §9).
  const [loanType, setLoanType] = useState(fields.loanType.value);
  const takeover = loanType === "TAKEOVER";
  const range = city && (takeover ? city.takeover : city);
  // A city or loan type chosen before the page's script ran (a slow phone) is in the form, not in
  // the state the hint follows: read it once, when the script takes the page over.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!formRef.current) return;
    const chosen = new FormData(formRef.current);
    const city = chosen.get("cityId");
    const type = chosen.get("loanType");
    if (typeof city === "string" && city) setCityId(city);
    if (typeof type === "string" && type) setLoanType(type);
  }, []);
  // A duplicate lead's message is the notice, said with what to do (not as an error); a refusal's is the form's own error.
  const notice = useFormNotice();
  const duplicate = notice !== null && readMessage(notice)?.key === DUPLICATE_KEY;
  const formError = (duplicate ? null : notice) ?? formErrorOf(lastResult);

  return (
    <Form ref={formRef} method="post" action={action} className="card form" id="lead-form">
      {duplicate && <DuplicateLead />}
      <ErrorSummary
        id="lead-form-error"
        // Each field's control, in the order the form shows them: the summary's links.
        errors={summaryErrors([fields.phone, fields.cityId, fields.loanAmount, fields.loanType])}
        message={formError}
        result={lastResult}
      />
      <Field
        id={fields.phone.id}
        name={fields.phone.name}
        label={t("Mobile number")}
        prefix="+91"
        error={fields.phone.error}
        // tel-national (the number without +91, as it is asked for) is an autofill token of text inputs, not of type=tel (HTML, autofill).
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={14}
        pattern={MOBILE_INPUT_PATTERN}
        required
        title={t("A 10-digit mobile number starting with 6, 7, 8 or 9")}
        placeholder={t("10-digit mobile number")}
        defaultValue={fields.phone.value}
        onInput={(event) => {
          const input = event.currentTarget;
          if (!isAcceptablePartialMobile(input.value)) input.value = "";
        }}
      />

      <Field
        as="select"
        id={fields.cityId.id}
        name={fields.cityId.name}
        label={t("City")}
        error={fields.cityId.error}
        required
        defaultValue={cityId}
        onChange={(event) => setCityId(event.currentTarget.value)}
      >
        <option value="" disabled>
          {t("Select your city")}
        </option>
        <CityOptions cities={cities} />
      </Field>

      <Field
        id={fields.loanAmount.id}
        name={fields.loanAmount.name}
        label={t("Loan amount (₹)")}
        hint={
          city && range
            ? t(takeover ? "{min} to {max} for a takeover loan in {city}" : "{min} to {max} in {city}", {
                min: formatRupees(range.minAmount),
                max: formatRupees(range.maxAmount),
                city: place(city.name),
              })
            : t("Choose your city to see the amounts we lend there")
        }
        error={fields.loanAmount.error}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9, ]{4,12}"
        required
        title={t("The amount in rupees, digits only")}
        placeholder={t("e.g. 1,00,000")}
        defaultValue={fields.loanAmount.value}
      />

      <fieldset
        className="field choice"
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          if (input.name === fields.loanType.name) setLoanType(input.value);
        }}
      >
        <legend>{t("Loan type")}</legend>
        {LOAN_TYPES.map((type, index) => (
          <Choice
            key={type}
            id={index === 0 ? "lead-form-loanType" : undefined}
            name={fields.loanType.name}
            value={type}
            defaultChecked={fields.loanType.value === type}
          >
            <strong>{t(LOAN_TYPE_NAMES[type])}</strong>
            <small>{t(LOAN_TYPE_HINTS[type])}</small>
          </Choice>
        ))}
      </fieldset>

      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? t("Sending your code…") : t("Get OTP")}
      </button>
      <p className="form__consent">
        {t("By continuing you agree that we may call or message you about your loan, even if your number is on the DND list.")}
      </p>
    </Form>
  );
}

/** Requirements §8's duplicate lead without a transaction: the spec's text (app/journey/lead.server.ts DUPLICATE_FALLBACK_MESSAGE). */
const DUPLICATE_KEY: MessageKey = "You have already shared your details with us. Our team will call you shortly.";

/**
 * A duplicate lead is not a dead end (decision 047): the spec's words, then what the visitor can
 * do: wait for the call already arranged, call us now, or send the form again for another number.
 * Nothing about the earlier request is shown: the number typed is all the page knows (decision 042).
 */
function DuplicateLead() {
  const t = useT();
  const support = useSupportLine();
  return (
    <div className="card notice" role="status" data-testid="duplicate-lead">
      <h2>{t("We already have a request from this number")}</h2>
      <p>{t(DUPLICATE_KEY)}</p>
      <a className="button button--block" href={support.href} data-testid="duplicate-call">
        {fillNodes(t("Call us free now on {phone}"), { phone: <span className="nowrap">{support.phone}</span> })}
      </a>
      <p className="muted">{t("Not your request? Check the mobile number below and send the form again.")}</p>
    </div>
  );
}

/** Where "Continue my request" posts (app/routes/lp_.resume.ts). */
const RESUME_PATH = "/lp/resume";

/**
 * A returning visitor's offer to continue the lead of an earlier visit (app/journey/resume.server.ts),
 * beside the lead form: only the phone's last four digits are shown, and the code goes to that
 * phone. Filling in the form starts a new request instead.
 */
export function ResumeOffer({ offer }: { offer: { phoneEnd: string } | null }) {
  const t = useT();
  if (!offer) return null;
  return (
    <Form method="post" action={RESUME_PATH} className="card resume" aria-labelledby="resume-title" data-testid="resume">
      <h2 id="resume-title">{t("Welcome back")}</h2>
      <p>{t("Continue your request for the mobile number ending {digits}? We will send a code to it.", { digits: offer.phoneEnd })}</p>
      <button type="submit" name="intent" value="resume" className="button button--block">
        {t("Continue my request")}
      </button>
      <p className="muted">{t("Someone else, or a new request? Fill in the form.")}</p>
    </Form>
  );
}
