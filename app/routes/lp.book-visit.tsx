import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "zod";
import { Choice, ChoiceField, Field } from "~/components/field";
import { errorOf, typedValue } from "~/components/form-result";
import { KeyFacts } from "~/components/key-facts";
import { StepBlocks } from "~/components/step-blocks";
import { useFlashedValues } from "~/components/use-flashed-values";
import { loadBlocks, toNearBranch } from "~/journey/blocks.server";
import {
  bookableBranches,
  bookVisit,
  chosenKind,
  readSlots,
  requireEarlierChoices,
  visitOptions,
  workingDays,
  type BookingInput,
  type Codes,
} from "~/journey/booking.server";
import { continueTo, getCityList } from "~/journey/flow.server";
import { DEFAULT_GOLD_QUALITY, GOLD_QUALITIES, goldQualityLabel, isGoldQuality } from "~/journey/gold-quality";
import { loanCost, rateWords } from "~/journey/loan-cost";
import { formatGrams, formatRupees } from "~/journey/money";
import { toE164 } from "~/journey/phone";
import { isValidPincode, normalisePincode, PINCODE_PATTERN } from "~/journey/pincode";
import { checkReferral, checkVoucher, isExistingUser } from "~/journey/referral.server";
import { leadCity } from "~/journey/schemes.server";
import { hasItem, requireJourneyStep } from "~/journey/step.server";
import { shortDay, slotLabelIn, VISIT_LABEL, type VisitKind } from "~/journey/visit";
import { NOT_SAVED_MESSAGE, PageReads, redirectWithPopup, typedFields } from "~/site/error-popup.server";
import { eventContext } from "~/site/events.server";
import { clientAddressOf, headersWithRetryAfter, limitedInit } from "~/platform/request.server";
import { commitSession } from "~/platform/session.server";
import { pageTitle } from "~/brand";
import { DayChips } from "~/components/day-chips";
import { SLOT_FIELD_ID, SLOT_GROUP_ID, SlotChoice } from "~/components/slot-choice";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { refuseSecondBooking } from "~/journey/visit-change.server";
import { fillNodes } from "~/components/fill-nodes";
import { pageMessages, type Namespace } from "~/i18n/catalogue.server";
import { readLanguage } from "~/i18n/language.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";
import { areaLinks } from "~/site/stylesheets";
import { readForm } from "~/site/form.server";

/** Its own rules besides every page's (app/site/stylesheets.ts). */
export const handle: PageHandle = { styles: ["booking"] };
export const links = areaLinks(handle);

/**
 * Step 5: book a branch visit (cta 3) or a doorstep visit (cta 4) within the city's limits.
 * The visit kind and the day are links (GET), so each choice has its own URL and survives a
 * failure; the slot, the branch or the address, and the optional codes are one POST form.
 */
export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(metaTranslator(matches)("Book your visit")) },
  { name: "robots", content: "noindex" },
];

/** A referral or voucher code refused by the limits says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

const PATH = "/lp/book-visit";
const UNKNOWN_CITY = "We do not have your city on record. Please go back to the first step and choose it again.";

const ADDRESS_FIELDS = ["house", "floor", "apartment", "street", "subarea", "area", "landmark", "pincode"] as const;
const FORM_FIELDS = ["kind", "date", "slot", "quality", "branchId", ...ADDRESS_FIELDS, "referralCode", "voucherCode"] as const;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(120, "Please keep this under 120 characters.");
const optional = z.string().trim().max(120, "Please keep this under 120 characters.").default("");
const code = z.string().trim().max(24, "That code is too long.").optional();
const common = {
  date: z.iso.date({ error: "Please pick a day." }),
  slot: z.string({ error: "Please pick a time." }).regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, "Please pick a time."),
  // Spec §3 quality (sent as goldQuality): one of the listed purities; a form without it (an older page) means the default.
  quality: z
    .enum(GOLD_QUALITIES, { error: "Please choose the purity of your gold: 18, 20, 22 or 24 karat." })
    .default(DEFAULT_GOLD_QUALITY),
  referralCode: code,
  voucherCode: code,
};
const BookingFormSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("branch"), branchId: z.string({ error: "Please choose a branch." }).max(64), ...common }),
    z.object({
      kind: z.literal("doorstep"),
      house: required("Please enter your house or flat number."),
      floor: optional,
      apartment: optional,
      street: required("Please enter your street or road."),
      subarea: optional,
      area: required("Please enter your area or locality."),
      landmark: optional,
      pincode: z
        .string({ error: "Please enter the pincode of this address." })
        .transform(normalisePincode)
        .refine(isValidPincode, "Please enter a valid 6-digit pincode."),
      ...common,
    }),
  ],
  { error: "Please choose a branch visit or a doorstep visit." },
);

export async function loader({ request }: LoaderFunctionArgs) {
  const { step, session, lead, url } = await requireJourneyStep(request);
  refuseSecondBooking(session);
  requireEarlierChoices(session, lead);
  const reads = new PageReads(eventContext(request, session));
  const city = await leadCity(lead, reads);
  const options = visitOptions(session, lead, city);
  const kind = chosenKind(url.searchParams.get("kind"), options);
  const wantsReferral = hasItem(step, "referral-code");
  const { lang } = await readLanguage(request);
  // Only the words of what the page shows: the chosen kind's, and why a kind cannot be booked when one cannot.
  const namespaces: Namespace[] = ["booking", "booking-visit", "scheme-facts", "step-blocks", "gold-rate"];
  if (kind) namespaces.push(kind === "branch" ? "booking-visit-branch" : "booking-visit-doorstep");
  if (options.some((option) => !option.available)) namespaces.push("booking-visit-limits");
  // What the limits on referral and voucher codes say.
  if (wantsReferral || hasItem(step, "gpay-voucher")) namespaces.push("limits");
  const [days, branches, blocks, existing, i18n] = await Promise.all([
    kind ? reads.read("working-days", () => workingDays(lead.cityid ?? 1)) : null,
    kind === "branch" ? reads.read("branch-distance", () => bookableBranches(lead)) : null,
    loadBlocks(step, lead, reads, { skip: kind === "branch" ? ["branch-distance"] : [] }),
    wantsReferral && lead.phone ? isExistingUser(toE164(lead.phone)) : true,
    pageMessages(request, ...namespaces),
  ]);
  const asked = url.searchParams.get("date");
  const date = days ? (days.find((d) => d === asked) ?? days[0] ?? null) : null;
  const slots = kind && date ? await readSlots(reads, lead, kind, date) : null;
  const scheme = session.get("scheme")!.scheme;
  const amount = lead.loan_amount ?? scheme.loanAmount;
  return {
    city: city?.name ?? lead.city ?? "",
    options,
    kind,
    days: (days ?? []).map((d) => ({ date: d, label: shortDay(d, lang) })),
    date,
    slots: slots && date ? slots.map((slot) => ({ ...slot, label: slotLabelIn(lang, date, slot.id, slot.label) })) : null,
    branches: (branches ?? []).map(toNearBranch),
    pincode: lead.pincode ? String(lead.pincode) : "",
    scheme: { name: scheme.name, lender: scheme.lender, amount, goldWeight: scheme.goldWeight },
    // The key facts cost the amount the summary line shows.
    loan: scheme.terms ? { cost: loanCost(scheme.terms, amount), interestText: rateWords(scheme.terms) } : null,
    quality: isGoldQuality(lead.quality) ? lead.quality : DEFAULT_GOLD_QUALITY,
    askReferral: wantsReferral && !existing,
    askVoucher: hasItem(step, "gpay-voucher"),
    blocks,
    popup: reads.popup,
    i18n,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { step, session, lead, next } = await requireJourneyStep(request);
  refuseSecondBooking(session);
  requireEarlierChoices(session, lead);
  const { form, submission } = await readForm(request, BookingFormSchema);
  const typed = typedFields(form, FORM_FIELDS);
  const back = `${PATH}?kind=${encodeURIComponent(typed.kind ?? "")}&date=${encodeURIComponent(typed.date ?? "")}`;
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const events = eventContext(request, session);
  try {
    const city = (await getCityList()).find((c) => c.id === lead.cityid);
    if (!city) return data({ result: submission.reply({ formErrors: [UNKNOWN_CITY] }) }, { status: 400 });
    const phone = toE164(lead.phone ?? "");
    const codes: Codes = {};
    const fieldErrors: Record<string, string[]> = {};
    // Codes are checked within the limits (per lead and per client address): a refusal is a 429.
    const trier = { phone, address: clientAddressOf(context) };
    let retryAfterSeconds: number | undefined;
    if (value.referralCode && hasItem(step, "referral-code")) {
      const check = await checkReferral(value.referralCode, trier);
      if (check.valid) codes.referralCode = value.referralCode;
      else [fieldErrors.referralCode, retryAfterSeconds] = [[check.message], check.retryAfterSeconds ?? retryAfterSeconds];
    }
    if (value.voucherCode && hasItem(step, "gpay-voucher")) {
      const check = await checkVoucher(value.voucherCode, trier);
      if (check.valid) codes.voucherAmount = check.amount;
      else [fieldErrors.voucherCode, retryAfterSeconds] = [[check.message], check.retryAfterSeconds ?? retryAfterSeconds];
    }
    if (Object.keys(fieldErrors).length > 0) {
      return data(
        { result: submission.reply({ fieldErrors }) },
        retryAfterSeconds === undefined ? { status: 400 } : limitedInit(retryAfterSeconds),
      );
    }

    const input: BookingInput =
      value.kind === "branch"
        ? { kind: "branch", date: value.date, slotId: value.slot, quality: value.quality, branchId: value.branchId }
        : {
            kind: "doorstep",
            date: value.date,
            slotId: value.slot,
            quality: value.quality,
            address: {
              house: value.house,
              floor: value.floor,
              apartment: value.apartment,
              street: value.street,
              subarea: value.subarea,
              area: value.area,
              landmark: value.landmark,
              pincode: value.pincode,
            },
          };
    const outcome = await bookVisit(session, lead, city, input, codes, events);
    if ("message" in outcome) {
      const reply = outcome.field
        ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
        : submission.reply({ formErrors: [outcome.message] });
      return data({ result: reply }, { status: 400 });
    }
    return redirect(continueTo(next ?? PATH, session), { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    const failed = await redirectWithPopup(session, error, back, typed, events);
    return failed ?? data({ result: submission.reply({ formErrors: [NOT_SAVED_MESSAGE] }) }, { status: 502 });
  }
}

/** An optional field's label. */
function optionalLabel(label: string, optional: string) {
  return (
    <>
      {label} <span className="muted">{optional}</span>
    </>
  );
}

/** The APR as aprText writes it ("12.4%" of "APR 12.4% a year"). */
function aprPercent(apr: number): string {
  return `${apr.toFixed(1)}%`;
}

function kindHref(kind: VisitKind) {
  return `${PATH}?kind=${kind}`;
}

export default function BookVisitStep() {
  const { city, options, kind, days, date, slots, branches, pincode, scheme, loan, quality, askReferral, askVoucher, blocks } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const flashed = useFlashedValues();
  const t = useT();
  const navigation = useNavigation();
  const booking = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const result = actionData?.result;
  const value = (name: string, fallback = "") => typedValue(result, name) ?? flashed?.[name] ?? fallback;
  const error = (name: string) => errorOf(result, name);
  const formError = errorOf(result, "");
  // The summary's links, in the form's order: the first control of each group, each address field.
  const summaryIds = {
    quality: "quality",
    slot: SLOT_FIELD_ID,
    ...(kind === "branch" ? { branchId: "branchId" } : Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, name]))),
    referralCode: "referralCode",
    voucherCode: "voucherCode",
  };
  const field = (name: (typeof ADDRESS_FIELDS)[number], label: string, props: { required?: boolean; autoComplete?: string } = {}) => (
    <Field
      name={name}
      label={props.required ? label : optionalLabel(label, t("(optional)"))}
      error={error(name)}
      type="text"
      maxLength={name === "pincode" ? 6 : 120}
      required={props.required}
      autoComplete={props.autoComplete}
      defaultValue={value(name, name === "pincode" ? pincode : "")}
      {...(name === "pincode" ? { inputMode: "numeric" as const, pattern: PINCODE_PATTERN } : {})}
    />
  );
  /** An optional code (referral, voucher), checked on submit. */
  const codeField = (name: "referralCode" | "voucherCode", label: string) => (
    <Field
      name={name}
      label={optionalLabel(label, t("(optional)"))}
      error={error(name)}
      type="text"
      maxLength={24}
      autoCapitalize="characters"
      defaultValue={value(name)}
    />
  );

  return (
    <section aria-labelledby="step-title">
      <h1 id="step-title">{t("Book your visit")}</h1>
      {/* Before a visit kind is chosen there is no booking form: a failure the page came back with (the help prompt's call back) is said here. */}
      {!kind && <ErrorSummary id="visit-failure" />}
      <p className="lead">
        {fillNodes(
          loan
            ? t("{scheme} ({lender}) for {amount}: {apr}, about {grams} of gold.")
            : t("{scheme} ({lender}) for {amount}, about {grams} of gold."),
          {
            scheme: <span lang="en">{scheme.name}</span>,
            lender: <span lang="en">{scheme.lender}</span>,
            amount: formatRupees(scheme.amount),
            apr: loan ? t("APR {rate} a year", { rate: aprPercent(loan.cost.apr) }) : null,
            grams: formatGrams(scheme.goldWeight),
          },
        )}{" "}
        <Link to="/lp/schemes">{t("Change")}</Link>
      </p>
      {loan && (
        <details className="card key-facts-box" open>
          <summary>{t("Key facts of your loan")}</summary>
          <KeyFacts cost={loan.cost} interestText={loan.interestText} />
        </details>
      )}

      {!kind && options.some((o) => o.available) && <p className="muted visit-kinds__hint">{t("Choose how you would like to meet us.")}</p>}
      <nav className="visit-kinds" aria-label={t("Visit type")}>
        {options.map((option) => (
          <div key={option.kind} className={option.kind === kind ? "visit-kind visit-kind--chosen" : "visit-kind"}>
            {option.available ? (
              <Link to={kindHref(option.kind)} aria-current={option.kind === kind ? "page" : undefined} preventScrollReset replace>
                <strong>{t.text(VISIT_LABEL[option.kind])}</strong>
                <small>{option.kind === "branch" ? t("Walk in to a partner branch near you") : t("Our expert comes to your home")}</small>
              </Link>
            ) : (
              <span aria-disabled="true">
                <strong>{t.text(VISIT_LABEL[option.kind])}</strong>
                <small>{option.reason && t.text(option.reason)}</small>
              </span>
            )}
          </div>
        ))}
      </nav>

      {!options.some((o) => o.available) && (
        <div className="card notice" role="status">
          <p>{t("We cannot book this visit online. Please call us and we will help you.")}</p>
        </div>
      )}

      {kind && (
        <>
          <h2>{t("Pick a day")}</h2>
          {days.length === 0 ? (
            <p className="muted">{t("We could not load the days just now. Please try again in a moment.")}</p>
          ) : (
            <DayChips days={days} chosen={date} href={(d) => `${PATH}?kind=${kind}&date=${d}#${SLOT_GROUP_ID}`} />
          )}

          <Form method="post" className="card form booking-form" replace>
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="date" value={date ?? ""} />
            <ErrorSummary
              id="visit-summary"
              errors={summaryErrors(result, summaryIds)}
              message={formError ?? error("date") ?? error("kind")}
              result={result}
            />

            <ChoiceField name="quality" legend={t("Purity of your gold")} className="field chips" error={error("quality")}>
              {GOLD_QUALITIES.map((karat, index) => (
                <Choice
                  key={karat}
                  id={index === 0 ? "quality" : undefined}
                  className="chip"
                  name="quality"
                  value={karat}
                  required
                  aria-invalid={error("quality") ? true : undefined}
                  defaultChecked={value("quality", quality) === karat}
                >
                  {t.text(goldQualityLabel(karat))}
                </Choice>
              ))}
            </ChoiceField>

            <SlotChoice slots={slots} chosen={value("slot")} error={error("slot")} retryHref={`${PATH}?kind=${kind}&date=${date ?? ""}`} />

            {kind === "branch" ? (
              <ChoiceField name="branchId" legend={t("Choose a branch")} className="field" error={error("branchId")}>
                {branches.length === 0 && (
                  <p className="muted">{t("We could not load the branches near you just now. Please try again.")}</p>
                )}
                {branches.map((branch, index) => (
                  <Choice
                    key={branch.id}
                    id={index === 0 ? "branchId" : undefined}
                    className="choice__option branch-option"
                    name="branchId"
                    value={branch.id}
                    required
                    defaultChecked={value("branchId") ? value("branchId") === branch.id : index === 0}
                  >
                    <strong lang="en">{branch.name}</strong>
                    <small lang="en">{branch.address}</small>
                    <small>
                      {fillNodes(branch.duration ? t("{distance} away, about {duration}") : t("{distance} away"), {
                        distance: <span lang="en">{branch.distance}</span>,
                        duration: <span lang="en">{branch.duration}</span>,
                      })}
                    </small>
                  </Choice>
                ))}
              </ChoiceField>
            ) : (
              <fieldset className="field address">
                <legend>{fillNodes(t("Where should we come? ({city})"), { city: <span lang="en">{city}</span> })}</legend>
                <fieldset className="address__group">
                  <legend>{t("Your home")}</legend>
                  {field("house", t("House or flat number"), { required: true, autoComplete: "address-line1" })}
                  {field("floor", t("Floor"))}
                  {field("apartment", t("Building or apartment"))}
                </fieldset>
                <fieldset className="address__group">
                  <legend>{t("Street and area")}</legend>
                  {field("street", t("Street or road"), { required: true, autoComplete: "address-line2" })}
                  {field("subarea", t("Sub-area"))}
                  {field("area", t("Area or locality"), { required: true, autoComplete: "address-level3" })}
                  {field("landmark", t("Landmark"))}
                  {field("pincode", t("Pincode"), { required: true, autoComplete: "postal-code" })}
                </fieldset>
              </fieldset>
            )}

            {askReferral && codeField("referralCode", t("Referral code"))}
            {askVoucher && codeField("voucherCode", t("Google Pay voucher"))}

            <button type="submit" className="button button--block" disabled={booking || !date}>
              {booking ? t("Booking…") : kind === "branch" ? t("Book branch visit") : t("Book doorstep visit")}
            </button>
          </Form>
        </>
      )}

      <StepBlocks blocks={blocks} />
    </section>
  );
}
