import { place } from "~/i18n/place";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { Choice, ChoiceField, Field } from "~/components/field";
import { formErrorOf, formFields, useFormResult } from "~/components/form-result";
import { KeyFacts } from "~/components/key-facts";
import { PdfLink } from "~/components/pdf-link";
import { MessageText } from "~/components/message-text";
import { BranchLine, Distance, StepBlocks } from "~/components/step-blocks";
import { useIsPending } from "~/components/use-is-pending";
import { loadBlocks, toNearBranch } from "~/journey/blocks.server";
import { BookingFormSchema, type BookingFields } from "~/journey/booking-form";
import type { SchemeChoiceFields } from "~/journey/scheme-choice-form";
import {
  bookableBranches,
  bookingDay,
  chosenKind,
  requireEarlierChoices,
  schemesWithBranches,
  submitBooking,
  visitOptions,
  workingDays,
} from "~/journey/booking.server";
import { DEFAULT_GOLD_QUALITY, GOLD_QUALITIES, goldQualityMessage, isGoldQuality } from "~/journey/gold-quality";
import { keyFactsStatement } from "~/journey/key-facts.server";
import { aprMessage, loanCost, rateMessage } from "~/journey/loan-cost";
import { formatRupees } from "~/journey/money";
import { leadPincode } from "~/journey/lead";
import { BOOK_VISIT_PATH, KEY_FACTS_PATH, KEY_FACTS_PDF_PATH, SCHEMES_PATH } from "~/journey/paths";
import { toE164 } from "~/journey/phone";
import { PINCODE_PATTERN } from "~/journey/pincode";
import { isExistingUser } from "~/journey/referral.server";
import { leadCity } from "~/journey/schemes.server";
import { hasItem, requireJourneyStep } from "~/journey/step.server";
import { shortDay, slotLabelIn, VISIT_LABEL, type VisitKind } from "~/journey/visit";
import { refuseSecondBooking } from "~/journey/visit-change.server";
import { formAction } from "~/site/form-action.server";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { DayChips } from "~/components/day-chips";
import { SLOT_FIELD_ID, SLOT_GROUP_ID, SlotChoice } from "~/components/slot-choice";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { fillNodes } from "~/components/fill-nodes";
import { routeMessages } from "~/i18n/catalogue.server";
import { asText } from "~/i18n/message";
import { useLanguage, useT } from "~/i18n/use-t";
import { grams } from "~/i18n/formats";
import { stepMeta } from "~/journey/step-meta";
import type { PageHandle } from "~/root";
import { areaLinks } from "~/site/stylesheets";

/**
 * Its own rules besides every page's (app/site/stylesheets.ts), and its words: only those of what
 * the page shows (decision 051), the chosen visit kind's, why a kind cannot be booked when one
 * cannot, what the limits on referral and voucher codes say when it asks for one.
 */
export const handle = {
  styles: ["booking"],
  i18n: ["booking", "booking-visit", "scheme-facts", "key-facts-statement", "step-blocks", "gold-rate"],
  i18nWhen: {
    branch: ["booking-visit-branch"],
    doorstep: ["booking-visit-doorstep"],
    unavailable: ["booking-visit-limits"],
    codes: ["limits"],
  },
} satisfies PageHandle;
export const links = areaLinks(handle);

/**
 * Step 5: book a branch visit (cta 3) or a doorstep visit (cta 4) within the city's limits.
 * The visit kind and the day are links (GET), so each choice has its own URL and survives a
 * failure; the slot, the branch or the address, and the optional codes are one POST form.
 */
export const meta = stepMeta("Book your visit");

/** A referral or voucher code refused by the limits says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

const PATH = BOOK_VISIT_PATH;

const ADDRESS_FIELDS = ["house", "floor", "apartment", "street", "subarea", "area", "landmark", "pincode"] as const;

/** Who may book: a verified lead with a pincode and a scheme, holding no booked visit (decision 017). */
async function bookingStep(request: Request) {
  const journey = await requireJourneyStep(request);
  await refuseSecondBooking(journey.session);
  requireEarlierChoices(journey.session, journey.lead);
  return journey;
}

/** The page of a kind and day (where an upstream failure comes back to). */
const dayHref = (kind: string, date: string) => `${PATH}?kind=${encodeURIComponent(kind)}&date=${encodeURIComponent(date)}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const journey = await bookingStep(request);
  const { step, session, lead, url, reads, lang } = journey;
  const city = await leadCity(lead, reads);
  const options = visitOptions(session, lead, city);
  const kind = chosenKind(url.searchParams.get("kind"), options);
  const wantsReferral = hasItem(step, "referral-code");
  const scheme = session.get("scheme")!.scheme;
  const amount = lead.loan_amount ?? scheme.loanAmount;
  const [days, branches, blocks, existing, i18n] = await Promise.all([
    kind ? reads.read("working-days", () => workingDays(lead.cityid ?? 1)) : null,
    // Only the chosen scheme's lender's branches (decision 046).
    kind === "branch" ? reads.read("branch-distance", () => bookableBranches(lead, scheme.lender)) : null,
    loadBlocks(journey, kind === "branch" ? ["branch-distance"] : []),
    wantsReferral && lead.phone ? isExistingUser(toE164(lead.phone)) : true,
    routeMessages(request, handle, {
      branch: kind === "branch",
      doorstep: kind === "doorstep",
      unavailable: options.some((option) => !option.available),
      codes: wantsReferral || hasItem(step, "gpay-voucher"),
    }),
  ]);
  // The lender has no branch within reach: no day or time to pick; the doorstep visit and the schemes of lenders that have one instead.
  const noBranch = kind === "branch" && branches !== null && branches.length === 0;
  // The key facts cost the amount the summary line shows: Part 1's cost rows, and a link to the whole statement.
  const [{ date, slots }, elsewhere, statement] = await Promise.all([
    kind && days && !noBranch ? bookingDay(reads, lead, kind, days, url.searchParams.get("date")) : { date: null, slots: null },
    noBranch ? schemesWithBranches(reads, lead, amount) : null,
    scheme.terms
      ? keyFactsStatement(
          {
            lender: scheme.lender,
            goldWeight: scheme.goldWeight,
            cost: loanCost(scheme.terms, amount),
            interestText: rateMessage(scheme.terms),
          },
          new Date(),
        )
      : null,
  ]);
  return {
    city: city?.name ?? lead.city ?? "",
    // Messages travel as their string form (decision 032), read back by MessageText.
    options: options.map((option) => ({ ...option, reason: option.reason && asText(option.reason) })),
    kind,
    days: (days ?? []).map((d) => ({ date: d, label: shortDay(d, lang) })),
    date,
    slots: slots && date ? slots.map((slot) => ({ ...slot, label: slotLabelIn(lang, date, slot.id, slot.label) })) : null,
    branches: (branches ?? []).map((branch) => toNearBranch(branch, lang)),
    noBranch,
    elsewhere: elsewhere ?? [],
    pincode: leadPincode(lead) ?? "",
    scheme: { name: scheme.name, lender: scheme.lender, amount, goldWeight: scheme.goldWeight },
    loan: statement ? { statement } : null,
    quality: isGoldQuality(lead.quality) ? lead.quality : DEFAULT_GOLD_QUALITY,
    name: lead.name ?? "",
    askReferral: wantsReferral && !existing,
    askVoucher: hasItem(step, "gpay-voucher"),
    blocks,
    popup: reads.popup,
    i18n,
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => bookingStep(request),
    schema: BookingFormSchema,
    page: (_step, _args, input) => dayHref(input.visit.kind, input.visit.date),
    run: (input, journey, { events, context }) => submitBooking(input, journey, { events, address: clientAddressOf(context) }),
  });

/** An optional field's label. */
function optionalLabel(label: string, optional: string) {
  return (
    <>
      {label} <span className="muted">{optional}</span>
    </>
  );
}

function kindHref(kind: VisitKind) {
  return `${PATH}?kind=${kind}`;
}

/**
 * The chosen scheme's lender has no branch within reach (decision 046): said so, with what can be
 * done instead: a doorstep visit where one can be booked, and the schemes of lenders that have a
 * branch near (each a form to the schemes step's action, as its own buttons are).
 */
function NoBranchOfLender({
  lender,
  pincode,
  doorstep,
  elsewhere,
  amount,
}: {
  lender: string;
  pincode: string;
  doorstep: boolean;
  elsewhere: { id: string; name: string; lender: string; apr: number; branch: { name: string; distance: string } }[];
  amount: number;
}) {
  const t = useT();
  const choice = formFields<SchemeChoiceFields>(null);
  return (
    <div className="card notice no-branch" role="status" data-testid="no-branch">
      <p>
        {fillNodes(t("{lender} has no branch near {pincode} where we can book your visit."), {
          lender: <span lang="en">{lender}</span>,
          pincode: <span lang="en">{pincode}</span>,
        })}
      </p>
      {doorstep && (
        <>
          <p>{t("Our expert can come to your home for this loan instead.")}</p>
          <p>
            <Link to={kindHref("doorstep")} className="button button--block" replace>
              {t("Book a doorstep visit")}
            </Link>
          </p>
        </>
      )}
      {elsewhere.length > 0 && (
        <>
          <h2>{t("Schemes from lenders with a branch near you")}</h2>
          <ul className="other-schemes">
            {elsewhere.map((other) => (
              <li key={other.id} className="other-scheme">
                <p>
                  <strong lang="en">{other.name}</strong> <span lang="en">({other.lender})</span>
                  <br />
                  {t.message(aprMessage(other.apr))}
                  <br />
                  <span className="muted">
                    {fillNodes(t("Nearest branch: {branch}, {distance} away"), {
                      branch: <span lang="en">{other.branch.name}</span>,
                      distance: <Distance text={other.branch.distance} />,
                    })}
                  </span>
                </p>
                <Form method="post" action={SCHEMES_PATH}>
                  <input type="hidden" name={choice.intent.name} value="choose" />
                  <input type="hidden" name={choice.schemeId.name} value={other.id} />
                  <input type="hidden" name={choice.amount.name} value={amount} />
                  <button type="submit" className="button button--secondary">
                    {fillNodes(t("Choose {scheme}"), { scheme: <span lang="en">{other.name}</span> })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
      {!doorstep && elsewhere.length === 0 && <p>{t("We cannot book this visit online. Please call us and we will help you.")}</p>}
    </div>
  );
}

export default function BookVisitStep() {
  const {
    city,
    options,
    kind,
    days,
    date,
    slots,
    branches,
    noBranch,
    elsewhere,
    pincode,
    scheme,
    loan,
    quality,
    name,
    askReferral,
    askVoucher,
    blocks,
  } = useLoaderData<typeof loader>();
  const result = useFormResult();
  const fields = formFields<BookingFields>(result);
  const t = useT();
  const lang = useLanguage();
  const booking = useIsPending();
  const formError = formErrorOf(result);
  // The summary's links, in the form's order: the first control of each group, each address field.
  // In the form's order: the time (right under the day), the gold's purity, then the place.
  const summaryFields = [
    { ...fields.slot, id: SLOT_FIELD_ID },
    fields.quality,
    ...(kind === "branch" ? [fields.branchId] : ADDRESS_FIELDS.map((name) => fields[name])),
    fields.name,
    fields.referralCode,
    fields.voucherCode,
  ];
  const field = (name: (typeof ADDRESS_FIELDS)[number], label: string, props: { required?: boolean; autoComplete?: string } = {}) => (
    <Field
      field={fields[name]}
      label={props.required ? label : optionalLabel(label, t("(optional)"))}
      type="text"
      maxLength={name === "pincode" ? 6 : 120}
      required={props.required}
      autoComplete={props.autoComplete}
      defaultValue={fields[name].value ?? (name === "pincode" ? pincode : "")}
      {...(name === "pincode" ? { inputMode: "numeric" as const, pattern: PINCODE_PATTERN } : {})}
    />
  );
  /** An optional code (referral, voucher), checked on submit. */
  const codeField = (name: "referralCode" | "voucherCode", label: string) => (
    <Field
      field={fields[name]}
      label={optionalLabel(label, t("(optional)"))}
      type="text"
      maxLength={24}
      autoCapitalize="characters"
      defaultValue={fields[name].value ?? ""}
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
            apr: loan ? t.message(aprMessage(loan.statement.cost.apr)) : null,
            grams: grams(scheme.goldWeight, lang),
          },
        )}{" "}
        <Link to="/lp/schemes">{t("Change")}</Link>
      </p>

      {!kind && options.some((o) => o.available) && <p className="muted visit-kinds__hint">{t("Choose how you would like to meet us.")}</p>}
      <nav className="visit-kinds" aria-label={t("Visit type")}>
        {options.map((option) => (
          <div key={option.kind} className={option.kind === kind ? "visit-kind visit-kind--chosen" : "visit-kind"}>
            {option.available ? (
              <Link to={kindHref(option.kind)} aria-current={option.kind === kind ? "page" : undefined} preventScrollReset replace>
                <strong>{t(VISIT_LABEL[option.kind])}</strong>
                <small>{option.kind === "branch" ? t("Walk in to a partner branch near you") : t("Our expert comes to your home")}</small>
              </Link>
            ) : (
              <span aria-disabled="true">
                <strong>{t(VISIT_LABEL[option.kind])}</strong>
                <small>{option.reason && <MessageText text={option.reason} />}</small>
              </span>
            )}
          </div>
        ))}
      </nav>
      {/* The choice first, on the first screen of a phone; the key facts open under it until a visit kind is chosen, then fold so the day and time follow. */}
      {loan && (
        <details className="card key-facts-box" open={!kind}>
          <summary>{t("Key facts of your loan")}</summary>
          <KeyFacts statement={loan.statement} short />
          <div className="visit-actions">
            <Link to={KEY_FACTS_PATH} className="button button--secondary">
              {t("The full Key Facts Statement")}
            </Link>
            <PdfLink href={KEY_FACTS_PDF_PATH} className="button button--secondary">
              {t("Key Facts Statement (PDF)")}
            </PdfLink>
          </div>
        </details>
      )}

      {!options.some((o) => o.available) && (
        <div className="card notice" role="status">
          <p>{t("We cannot book this visit online. Please call us and we will help you.")}</p>
        </div>
      )}

      {noBranch && (
        <NoBranchOfLender
          lender={scheme.lender}
          pincode={pincode}
          doorstep={options.some((o) => o.kind === "doorstep" && o.available)}
          elsewhere={elsewhere}
          amount={scheme.amount}
        />
      )}

      {kind && !noBranch && (
        <>
          <h2>{t("Pick a day")}</h2>
          {days.length === 0 ? (
            <p className="muted">{t("We could not load the days just now. Please try again in a moment.")}</p>
          ) : (
            <DayChips days={days} chosen={date} href={(d) => `${PATH}?kind=${kind}&date=${d}#${SLOT_GROUP_ID}`} />
          )}

          <Form method="post" className="card form booking-form" replace>
            <input type="hidden" name={fields.kind.name} value={kind} />
            <input type="hidden" name={fields.date.name} value={date ?? ""} />
            <ErrorSummary
              id="visit-summary"
              errors={summaryErrors(summaryFields)}
              message={formError ?? fields.date.error ?? fields.kind.error}
              result={result}
            />

            <SlotChoice slots={slots} field={fields.slot} retryHref={dayHref(kind, date ?? "")} />

            <ChoiceField field={fields.quality} legend={t("Purity of your gold")} className="field chips">
              {GOLD_QUALITIES.map((karat, index) => (
                <Choice
                  key={karat}
                  id={index === 0 ? fields.quality.name : undefined}
                  className="chip"
                  name={fields.quality.name}
                  value={karat}
                  required
                  aria-invalid={fields.quality.error ? true : undefined}
                  defaultChecked={(fields.quality.value ?? quality) === karat}
                >
                  {t.message(goldQualityMessage(karat))}
                </Choice>
              ))}
            </ChoiceField>

            {kind === "branch" ? (
              <ChoiceField
                field={fields.branchId}
                legend={fillNodes(t("Choose a branch of {lender}"), { lender: <span lang="en">{scheme.lender}</span> })}
                className="field"
              >
                {branches.length === 0 && (
                  <p className="muted">{t("We could not load the branches near you just now. Please try again.")}</p>
                )}
                {branches.map((branch, index) => (
                  <Choice
                    key={branch.id}
                    id={index === 0 ? fields.branchId.name : undefined}
                    className="choice__option branch-option"
                    name={fields.branchId.name}
                    value={branch.id}
                    required
                    defaultChecked={fields.branchId.value ? fields.branchId.value === branch.id : index === 0}
                  >
                    <BranchLine branch={branch} />
                  </Choice>
                ))}
              </ChoiceField>
            ) : (
              <fieldset className="field address">
                <legend>{t("Where should we come? ({city})", { city: place(city) })}</legend>
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

            <Field
              field={fields.name}
              label={optionalLabel(t("Your name"), t("(optional)"))}
              hint={t("So our gold expert knows whom to ask for.")}
              type="text"
              maxLength={80}
              autoComplete="name"
              defaultValue={fields.name.value ?? name}
            />

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
