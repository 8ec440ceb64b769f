import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { Choice, Field } from "~/components/field";
import { errorOf, typedValue, type FormResult } from "~/components/form-result";
import type { CityOption, LeadFormDefaults } from "~/journey/lead-form.server";
import { displayLoanType, LOAN_TYPES, type LeadFormField } from "~/journey/lead";
import { formatRupees } from "~/journey/money";
import { isAcceptablePartialMobile, MOBILE_INPUT_PATTERN } from "~/journey/phone";

const LOAN_TYPE_HINTS: Record<string, string> = {
  FRESH: "A new loan against your gold",
  TAKEOVER: "Move a gold loan from another lender",
};

/** Each field's control, in the order the form shows them: the summary's links. */
const SUMMARY_IDS = { phone: "lead-form-phone", cityId: "lead-form-cityId", loanAmount: "lead-form-loanAmount", loanType: "lead-form-loanType" };

type Props = {
  action: string;
  cities: CityOption[];
  defaults: LeadFormDefaults;
  /** What the user typed before an upstream failure (the popup's flash). */
  typed?: Record<string, string>;
  lastResult?: FormResult;
  duplicate?: string | null;
};

/**
 * The lead form of the home page and of /lp/basic-details. It posts to the route's action
 * and works without JavaScript: native constraints in the browser, the zod schema on the
 * server, messages and typed values rendered back by the server.
 */
export function LeadForm({ action, cities, defaults, typed, lastResult, duplicate }: Props) {
  // What each field shows: what the server got back, else what was typed before a failure, else the defaults.
  const field = (name: LeadFormField) => ({
    id: `lead-form-${name}`,
    name,
    value: typedValue(lastResult, name) ?? typed?.[name] ?? defaults[name],
    error: errorOf(lastResult, name),
  });
  const fields = { phone: field("phone"), cityId: field("cityId"), loanAmount: field("loanAmount"), loanType: field("loanType") };
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === action;
  const [cityId, setCityId] = useState(fields.cityId.value);
  const city = cities.find((c) => String(c.id) === cityId);
  const formError = duplicate ?? errorOf(lastResult, "");

  return (
    <Form method="post" action={action} className="card form" id="lead-form">
      <ErrorSummary id="lead-form-error" errors={summaryErrors(lastResult, SUMMARY_IDS)} message={formError} result={lastResult} />
      <Field
        id={fields.phone.id}
        name={fields.phone.name}
        label="Mobile number"
        prefix="+91"
        error={fields.phone.error}
        // tel-national (the number without +91, as it is asked for) is an autofill token of text inputs, not of type=tel (HTML, autofill).
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={14}
        pattern={MOBILE_INPUT_PATTERN}
        required
        title="A 10-digit mobile number starting with 6, 7, 8 or 9"
        placeholder="10-digit mobile number"
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
        label="City"
        error={fields.cityId.error}
        required
        defaultValue={cityId}
        onChange={(event) => setCityId(event.currentTarget.value)}
      >
        <option value="" disabled>
          Select your city
        </option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Field>

      <Field
        id={fields.loanAmount.id}
        name={fields.loanAmount.name}
        label="Loan amount (₹)"
        hint={
          city
            ? `${formatRupees(city.minAmount)} to ${formatRupees(city.maxAmount)} in ${city.name}`
            : "Choose your city to see the amounts we lend there"
        }
        error={fields.loanAmount.error}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9, ]{4,12}"
        required
        title="The amount in rupees, digits only"
        placeholder="e.g. 1,00,000"
        defaultValue={fields.loanAmount.value}
      />

      <fieldset className="field choice">
        <legend>Loan type</legend>
        {LOAN_TYPES.map((type, index) => (
          <Choice key={type} id={index === 0 ? "lead-form-loanType" : undefined} name={fields.loanType.name} value={type} defaultChecked={fields.loanType.value === type}>
            <strong>{displayLoanType(type)}</strong>
            <small>{LOAN_TYPE_HINTS[type]}</small>
          </Choice>
        ))}
      </fieldset>

      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? "Sending your code…" : "Get OTP"}
      </button>
      <p className="form__consent">
        By continuing you agree that we may call or message you about your loan, even if your number is on the DND list.
      </p>
    </Form>
  );
}
