import { type ActionFunctionArgs, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { DayChips } from "~/components/day-chips";
import { PdfLink } from "~/components/pdf-link";
import { directionsHref } from "~/components/directions";
import { formErrorOf, formFields, useFormResult } from "~/components/form-result";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { SLOT_FIELD_ID, SLOT_GROUP_ID, SlotChoice } from "~/components/slot-choice";
import { useIsPending } from "~/components/use-is-pending";
import { requireJourneyStep } from "~/journey/step.server";
import { describeSlot, shortDay, slotLabelIn, VISIT_LABEL } from "~/journey/visit";
import { VisitChangeFormSchema, type VisitChangeFields } from "~/journey/visit-change-form";
import { BOOK_VISIT_PATH, CONFIRMATION_PATH, KEY_FACTS_PDF_PATH } from "~/journey/paths";
import { bookedVisit, changeDays, submitVisitChange } from "~/journey/visit-change.server";
import { VISIT_NOTICES } from "~/journey/visit-notices";
import { useFlash } from "~/components/flash";
import { formatRupees } from "~/journey/money";
import { branchesInReach } from "~/journey/booking.server";
import { loanCost, rateMessage } from "~/journey/loan-cost";
import { branchAddress, visitPlace } from "~/journey/place";
import type { VerifiedLead } from "~/journey/otp.server";
import type { BookingSummary } from "~/journey/session";
import type { PageReads } from "~/site/error-popup.server";
import { KeyFacts } from "~/components/key-facts";
import { keyFactsStatement } from "~/journey/key-facts.server";
import { formAction } from "~/site/form-action.server";
import { fillNodes } from "~/components/fill-nodes";
import { routeMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import { stepMeta } from "~/journey/step-meta";
import type { PageHandle } from "~/root";
import { areaLinks } from "~/site/stylesheets";
import { useSupportLine } from "~/components/support-line";
import { telHref } from "~/platform/support-line";

/** Its own rules besides every page's (app/site/stylesheets.ts), and its words: the key facts' only when it shows them (decision 051). */
export const handle = {
  styles: ["booking"],
  i18n: ["booking", "booking-confirmation"],
  i18nWhen: { terms: ["scheme-facts", "key-facts-statement"] },
} satisfies PageHandle;
export const links = areaLinks(handle);

/**
 * Step 6: the booked visit, summarised, with what to bring; its time can be changed and it can
 * be cancelled (decision 017). Each state has its URL, so it all works without JavaScript:
 * `?change=1[&date=]` picks a new day (links) and time (a POST form), `?cancel=1` asks "are you
 * sure?" (a POST form); after a change the page says what happened (the flash, app/site/flash.ts).
 */
export const meta = stepMeta("Your visit");

const PATH = CONFIRMATION_PATH;

const changeHref = (date?: string | null) => `${PATH}?change=1${date ? `&date=${encodeURIComponent(date)}` : ""}`;
const CANCEL_HREF = `${PATH}?cancel=1`;
/** The visit as a calendar file (app/routes/lp_.visit[.]ics.ts). */
const CALENDAR_PATH = "/lp/visit.ics";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, lead, url, reads, lang } = await requireJourneyStep(request);
  // The session's visit, booked or cancelled.
  const visit = session.get("booking");
  if (!visit) throw redirect(BOOK_VISIT_PATH);
  const booked = visit.status === "booked";
  const mode = !booked ? "view" : url.searchParams.has("change") ? "change" : url.searchParams.has("cancel") ? "cancel" : "view";
  const change = mode === "change" ? await changeDays(reads, lead, visit, url.searchParams.get("date")) : null;
  const scheme = session.get("scheme")?.scheme ?? null;
  const changeDate = change?.date ?? null;
  const amount = lead.loan_amount ?? scheme?.loanAmount ?? null;
  // The loan's key facts beside the visit (the booking step's, at the same amount).
  const terms = booked && amount !== null ? scheme?.terms : undefined;
  const [statement, branch, i18n] = await Promise.all([
    terms && scheme && amount !== null
      ? keyFactsStatement(
          { lender: scheme.lender, goldWeight: scheme.goldWeight, cost: loanCost(terms, amount), interestText: rateMessage(terms) },
          new Date(),
        )
      : null,
    booked ? visitBranch(reads, lead, visit) : null,
    routeMessages(request, handle, { terms: Boolean(terms) }),
  ]);
  const loan = statement && { statement };
  return {
    booking: {
      ...visit,
      // The place in full, with its city and pincode: shown, and where the directions lead (decision 046).
      where: visitPlace(visit),
      when: describeSlot(visit.date, visit.slotLabel, lang, visit.slotId),
      label: VISIT_LABEL[visit.kind],
    },
    branch,
    loan,
    mode,
    change: change && {
      days: change.days.map((d) => ({ date: d, label: shortDay(d, lang) })),
      date: changeDate,
      slots:
        change.slots && changeDate
          ? change.slots.map((slot) => ({ ...slot, label: slotLabelIn(lang, changeDate, slot.id, slot.label) }))
          : change.slots,
    },
    scheme: scheme && { name: scheme.name, lender: scheme.lender, keyFacts: Boolean(scheme.terms) },
    amount,
    phone: lead.phone ? `+91 ******${lead.phone.slice(-4)}` : null,
    popup: reads.popup,
    // A cancelled visit ends the journey without finishing it: no "06/06 Your visit is booked" above it.
    hideProgress: !booked,
    i18n,
  };
}

/**
 * A booked branch visit's branch as the distance service lists it (the booking step's read, so
 * usually cached): its address in full, hours and phone; null for a doorstep visit, a visit booked
 * before the branch was kept, or a failed read (the summary still has the place).
 */
async function visitBranch(reads: PageReads, lead: VerifiedLead, visit: BookingSummary) {
  if (visit.kind !== "branch" || !visit.branchId) return null;
  const found = (await reads.read("branch-distance", () => branchesInReach(lead)))?.find((near) => near.branch.id === visit.branchId);
  if (!found) return null;
  const { branch } = found;
  return {
    name: branch.name,
    lender: branch.lender,
    address: branchAddress(branch),
    hours: branch.openingHours ?? null,
    phone: branch.phone ?? null,
    distance: found.distance,
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    // Only a booked visit can be changed; a cancelled one (or none) shows its page again.
    guard: async ({ request }) => {
      const journey = await requireJourneyStep(request);
      if (!bookedVisit(journey.session)) throw redirect(PATH);
      return journey;
    },
    schema: VisitChangeFormSchema,
    page: (_step, _args, input) => (input.intent === "cancel" ? CANCEL_HREF : changeHref(input.date)),
    run: (input, journey, { events }) => submitVisitChange(input, journey, events),
  });

export default function Confirmation() {
  const { booking, branch: branchFound, loan, mode, change, scheme, amount, phone } = useLoaderData<typeof loader>();
  const changed = useFlash().notice("confirmation");
  const notice = changed ? VISIT_NOTICES[changed.visit] : null;
  const result = useFormResult();
  const fields = formFields<VisitChangeFields>(result);
  const t = useT();
  const support = useSupportLine();
  const rescheduling = useIsPending({ formAction: changeHref(change?.date), intent: "reschedule" });
  const cancelling = useIsPending({ formAction: CANCEL_HREF, intent: "cancel" });
  const formError = formErrorOf(result);
  const cancelled = booking.status === "cancelled";
  const branch = booking.kind === "branch";
  const place = <span lang="en">{booking.where}</span>;
  /** Directions to the place in full (its city and pincode too): a plain link, the same with JavaScript or without. */
  const directions = (
    <a href={directionsHref(booking.where)} className="button button--secondary" rel="noopener">
      {t("Directions")}
    </a>
  );

  return (
    <section aria-labelledby="step-title">
      <h1 id="step-title">
        {cancelled
          ? branch
            ? t("Your branch visit is cancelled")
            : t("Your doorstep visit is cancelled")
          : branch
            ? t("Your branch visit is booked")
            : t("Your doorstep visit is booked")}
      </h1>
      {notice && (
        <div className="card notice" role="status" data-testid="visit-notice">
          <p>{t(notice)}</p>
        </div>
      )}
      {cancelled ? (
        <p className="lead">{t("You can book a new visit whenever you like.")}</p>
      ) : (
        <p className="lead">
          {phone
            ? t("Our team will call you on {phone} before the visit to confirm it.", { phone })
            : t("Our team will call you on your mobile number before the visit to confirm it.")}
        </p>
      )}
      {/* A change first: on a phone it is what the visitor came for; the summary follows. */}
      {mode === "change" && change && (
        <div className="card" data-testid="change-time">
          <h2>{t("Change the time")}</h2>
          <p className="muted">{t("Your visit is on {when}. Pick a new day and time.", { when: booking.when })}</p>
          {change.days.length === 0 ? (
            <p className="muted">{t("We could not load the days just now. Please try again in a moment.")}</p>
          ) : (
            <DayChips days={change.days} chosen={change.date} href={(d) => `${changeHref(d)}#${SLOT_GROUP_ID}`} />
          )}
          <Form method="post" action={changeHref(change.date)} className="form" replace preventScrollReset>
            <input type="hidden" name={fields.intent.name} value="reschedule" />
            <input type="hidden" name={fields.date.name} value={change.date ?? ""} />
            <ErrorSummary
              id="change-summary"
              errors={summaryErrors([{ ...fields.slot, id: SLOT_FIELD_ID }])}
              message={formError ?? fields.date.error}
              result={result}
            />
            <SlotChoice
              slots={change.slots}
              field={fields.slot}
              retryHref={changeHref(change.date)}
              current={change.date === booking.date ? booking.slotId : undefined}
            />
            <div className="visit-actions">
              <button type="submit" className="button" disabled={rescheduling || !change.date}>
                {rescheduling ? t("Changing…") : t("Change the time")}
              </button>
              <Link to={PATH} className="button button--secondary" replace>
                {t("Keep this time")}
              </Link>
            </div>
          </Form>
        </div>
      )}

      {mode === "cancel" && (
        <div className="card notice" data-testid="cancel-visit">
          <h2>{t("Cancel this visit?")}</h2>
          <p>
            {branch
              ? fillNodes(t("Are you sure you want to cancel your branch visit on {when} at {place}? You can book a new one afterwards."), {
                  when: booking.when,
                  place,
                })
              : t("Are you sure you want to cancel your doorstep visit on {when}? You can book a new one afterwards.", {
                  when: booking.when,
                })}
          </p>
          <Form method="post" action={CANCEL_HREF} replace preventScrollReset>
            <input type="hidden" name={fields.intent.name} value="cancel" />
            <ErrorSummary id="cancel-summary" message={formError} result={result} />
            <div className="visit-actions">
              <button type="submit" className="button button--danger" disabled={cancelling}>
                {cancelling ? t("Cancelling…") : t("Cancel the visit")}
              </button>
              <Link to={PATH} className="button button--secondary" replace>
                {t("Keep it")}
              </Link>
            </div>
          </Form>
        </div>
      )}

      <div className={cancelled ? "card summary summary--cancelled" : "card summary"} data-testid="booking-summary">
        <dl>
          <div>
            <dt>{t("Visit")}</dt>
            <dd>
              {t(booking.label)}
              {cancelled && ` ${t("(cancelled)")}`}
            </dd>
          </div>
          <div>
            <dt>{t("When")}</dt>
            <dd>{booking.when}</dd>
          </div>
          <div>
            <dt>{branch ? t("Branch") : t("Address")}</dt>
            <dd lang="en">{booking.where}</dd>
          </div>
          {scheme && (
            <div>
              <dt>{t("Scheme")}</dt>
              <dd lang="en">
                {scheme.name} ({scheme.lender})
              </dd>
            </div>
          )}
          {amount !== null && (
            <div>
              <dt>{t("Loan amount")}</dt>
              <dd>{formatRupees(amount)}</dd>
            </div>
          )}
          {booking.salesVisitId && (
            <div>
              <dt>{t("Reference")}</dt>
              <dd data-testid="booking-reference" lang="en">
                {booking.salesVisitId}
              </dd>
            </div>
          )}
          {booking.referralApplied && (
            <div>
              <dt>{t("Referral")}</dt>
              <dd>{t("Referral code applied")}</dd>
            </div>
          )}
          {booking.voucherAmount !== null && (
            <div>
              <dt>{t("Voucher")}</dt>
              <dd>{t("Google Pay voucher of {amount} applied", { amount: formatRupees(booking.voucherAmount) })}</dd>
            </div>
          )}
        </dl>
      </div>

      {cancelled && (
        <p>
          <Link to={BOOK_VISIT_PATH} className="button button--block">
            {t("Book a new visit")}
          </Link>
        </p>
      )}

      {mode === "view" && !cancelled && (
        <div className="visit-actions" data-testid="visit-add">
          {/* A file and a map: plain links, the same with JavaScript or without. */}
          <a href={CALENDAR_PATH} className="button button--secondary" download>
            {t("Add to calendar")}
          </a>
          {/* With the branch's card beside, the directions are there. */}
          {branch && !branchFound && directions}
          {scheme?.keyFacts && (
            <PdfLink href={KEY_FACTS_PDF_PATH} className="button button--secondary">
              {t("Key Facts Statement (PDF)")}
            </PdfLink>
          )}
        </div>
      )}

      {mode === "view" && !cancelled && (
        <div className="visit-actions" data-testid="visit-actions">
          <Link to={changeHref()} className="button button--secondary" preventScrollReset>
            {t("Change the time")}
          </Link>
          <Link to={CANCEL_HREF} className="button button--secondary" preventScrollReset>
            {t("Cancel the visit")}
          </Link>
        </div>
      )}

      <p>{fillNodes(t("Need help? Call us free on {phone}."), { phone: <a href={support.href}>{support.phone}</a> })}</p>

      {/* After the visit on a phone; beside it on a wide screen (desktop.css: the step-blocks column), so no column stands empty. */}
      <div className="step-blocks visit-aside" data-testid="visit-aside">
        {!cancelled && branchFound && (
          <section className="card" aria-labelledby="branch-title" data-testid="visit-branch">
            <h2 id="branch-title">{t("Your branch")}</h2>
            <p>
              <strong lang="en">{branchFound.name}</strong>
            </p>
            <dl className="branch-facts">
              <div>
                <dt>{t("Address")}</dt>
                <dd lang="en">{branchFound.address}</dd>
              </div>
              {branchFound.hours && (
                <div>
                  <dt>{t("Opening hours")}</dt>
                  <dd lang="en">{branchFound.hours}</dd>
                </div>
              )}
              {branchFound.phone && (
                <div>
                  <dt>{t("Phone")}</dt>
                  <dd>
                    <a href={telHref(branchFound.phone)}>{branchFound.phone}</a>
                  </dd>
                </div>
              )}
            </dl>
            {mode === "view" && <div className="visit-actions">{directions}</div>}
          </section>
        )}
        {!cancelled && (
          <section className="card" aria-labelledby="bring-title" data-testid="what-to-bring">
            <h2 id="bring-title">{t("What to bring")}</h2>
            <ul>
              <li>{t("Your gold jewellery (18 to 24 karat; stones are not counted)")}</li>
              <li>{t("An identity proof, such as your Aadhaar card or PAN card")}</li>
              <li>{t("An address proof and a recent photograph")}</li>
            </ul>
          </section>
        )}
        {!cancelled && loan && (
          <section className="card" aria-labelledby="loan-facts-title" data-testid="visit-key-facts">
            <h2 id="loan-facts-title">{t("Your loan: key facts")}</h2>
            <KeyFacts statement={loan.statement} short />
          </section>
        )}
      </div>
    </section>
  );
}
