import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DayChips } from "~/components/day-chips";
import { errorOf, typedValue } from "~/components/form-result";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { SLOT_FIELD_ID, SLOT_GROUP_ID, SlotChoice } from "~/components/slot-choice";
import { useFlashedValues } from "~/components/use-flashed-values";
import { requireJourneyStep } from "~/journey/step.server";
import { describeSlot, shortDay, VISIT_LABEL } from "~/journey/visit";
import { VisitChangeFormSchema } from "~/journey/visit-change-form";
import { BOOK_VISIT_PATH, CONFIRMATION_PATH } from "~/journey/paths";
import { bookedVisit, cancelVisit, changeDays, rescheduleVisit, sessionVisit, VISIT_NOTICES, type VisitNotice } from "~/journey/visit-change.server";
import { formatRupees } from "~/journey/money";
import { NOT_SAVED_MESSAGE, PageReads, redirectWithPopup, typedFields } from "~/site/error-popup.server";
import { eventContext } from "~/site/events.server";
import { commitSession } from "~/platform/session.server";
import { BRAND, pageTitle } from "~/brand";

/**
 * Step 6: the booked visit, summarised, with what to bring; its time can be changed and it can
 * be cancelled (decision 017). Each state has its URL, so it all works without JavaScript:
 * `?change=1[&date=]` picks a new day (links) and time (a POST form), `?cancel=1` asks "are you
 * sure?" (a POST form), `?notice=` says what just happened.
 */
export const meta: MetaFunction = () => [{ title: pageTitle("Your visit") }, { name: "robots", content: "noindex" }];

const PATH = CONFIRMATION_PATH;
const BOOK_VISIT = BOOK_VISIT_PATH;
const FORM_FIELDS = ["intent", "date", "slot"] as const;

const changeHref = (date?: string | null) => `${PATH}?change=1${date ? `&date=${encodeURIComponent(date)}` : ""}`;
const CANCEL_HREF = `${PATH}?cancel=1`;

function isNotice(value: string | null): value is VisitNotice {
  return value !== null && Object.hasOwn(VISIT_NOTICES, value);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, lead, url } = await requireJourneyStep(request);
  const visit = sessionVisit(session);
  if (!visit) throw redirect(BOOK_VISIT);
  const booked = visit.status === "booked";
  const mode = !booked ? "view" : url.searchParams.has("change") ? "change" : url.searchParams.has("cancel") ? "cancel" : "view";
  const reads = new PageReads(eventContext(request, session));
  const change = mode === "change" ? await changeDays(reads, lead, visit, url.searchParams.get("date")) : null;
  const notice = url.searchParams.get("notice");
  const scheme = session.get("scheme")?.scheme ?? null;
  return {
    booking: { ...visit, when: describeSlot(visit.date, visit.slotLabel), label: VISIT_LABEL[visit.kind] },
    mode,
    change: change && { days: change.days.map((d) => ({ date: d, label: shortDay(d) })), date: change.date, slots: change.slots },
    notice: isNotice(notice) ? VISIT_NOTICES[notice] : null,
    scheme: scheme && { name: scheme.name, lender: scheme.lender },
    amount: lead.loan_amount ?? null,
    phone: lead.phone ? `+91 ******${lead.phone.slice(-4)}` : null,
    popup: reads.popup,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, lead } = await requireJourneyStep(request);
  // Only a booked visit can be changed; a cancelled one (or none) shows its page again.
  if (!bookedVisit(session)) return redirect(PATH);
  const form = await request.formData();
  const typed = typedFields(form, FORM_FIELDS);
  const back = typed.intent === "cancel" ? CANCEL_HREF : changeHref(typed.date);
  const submission = parseWithZod(form, { schema: VisitChangeFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const events = eventContext(request, session);
  try {
    const outcome =
      value.intent === "cancel" ? await cancelVisit(session, lead, events) : await rescheduleVisit(session, lead, { date: value.date, slotId: value.slot }, events);
    if (outcome.kind === "problem") {
      const reply = outcome.field
        ? submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
        : submission.reply({ formErrors: [outcome.message] });
      return data({ result: reply }, { status: 400 });
    }
    const to = outcome.notice ? `${PATH}?notice=${outcome.notice}` : PATH;
    return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
  } catch (error) {
    const failed = await redirectWithPopup(session, error, back, typed, events);
    return failed ?? data({ result: submission.reply({ formErrors: [NOT_SAVED_MESSAGE] }) }, { status: 502 });
  }
}

export default function Confirmation() {
  const { booking, mode, change, notice, scheme, amount, phone } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>()?.result;
  const flashed = useFlashedValues();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const formError = errorOf(result, "");
  const cancelled = booking.status === "cancelled";
  const kind = booking.kind === "branch" ? "branch" : "doorstep";

  return (
    <section aria-labelledby="step-title">
      <h1 id="step-title">{cancelled ? `Your ${kind} visit is cancelled` : `Your ${kind} visit is booked`}</h1>
      {notice && (
        <div className="card notice" role="status" data-testid="visit-notice">
          <p>{notice}</p>
        </div>
      )}
      {cancelled ? (
        <p className="lead">You can book a new visit whenever you like.</p>
      ) : (
        <p className="lead">Our team will call you on {phone ?? "your mobile number"} before the visit to confirm it.</p>
      )}
      {/* A change first: on a phone it is what the visitor came for; the summary follows. */}
      {mode === "change" && change && (
        <div className="card" data-testid="change-time">
          <h2>Change the time</h2>
          <p className="muted">Your visit is on {booking.when}. Pick a new day and time.</p>
          {change.days.length === 0 ? (
            <p className="muted">We could not load the days just now. Please try again in a moment.</p>
          ) : (
            <DayChips days={change.days} chosen={change.date} href={(d) => `${changeHref(d)}#${SLOT_GROUP_ID}`} />
          )}
          <Form method="post" action={changeHref(change.date)} className="form" replace preventScrollReset>
            <input type="hidden" name="intent" value="reschedule" />
            <input type="hidden" name="date" value={change.date ?? ""} />
            <ErrorSummary id="change-summary" errors={summaryErrors(result, { slot: SLOT_FIELD_ID })} message={formError ?? errorOf(result, "date")} result={result} />
            <SlotChoice slots={change.slots} chosen={typedValue(result, "slot") ?? flashed?.slot} error={errorOf(result, "slot")} retryHref={changeHref(change.date)} />
            <div className="visit-actions">
              <button type="submit" className="button" disabled={sending === "reschedule" || !change.date}>
                {sending === "reschedule" ? "Changing…" : "Change the time"}
              </button>
              <Link to={PATH} className="button button--secondary" replace>
                Keep this time
              </Link>
            </div>
          </Form>
        </div>
      )}

      {mode === "cancel" && (
        <div className="card notice" data-testid="cancel-visit">
          <h2>Cancel this visit?</h2>
          <p>
            Are you sure you want to cancel your {kind} visit on {booking.when}
            {booking.kind === "branch" ? ` at ${booking.place}` : ""}? You can book a new one afterwards.
          </p>
          <Form method="post" action={CANCEL_HREF} replace preventScrollReset>
            <input type="hidden" name="intent" value="cancel" />
            <ErrorSummary id="cancel-summary" message={formError} result={result} />
            <div className="visit-actions">
              <button type="submit" className="button button--danger" disabled={sending === "cancel"}>
                {sending === "cancel" ? "Cancelling…" : "Cancel the visit"}
              </button>
              <Link to={PATH} className="button button--secondary" replace>
                Keep it
              </Link>
            </div>
          </Form>
        </div>
      )}

      <div className={cancelled ? "card summary summary--cancelled" : "card summary"} data-testid="booking-summary">
        <dl>
          <div>
            <dt>Visit</dt>
            <dd>
              {booking.label}
              {cancelled && " (cancelled)"}
            </dd>
          </div>
          <div>
            <dt>When</dt>
            <dd>{booking.when}</dd>
          </div>
          <div>
            <dt>{booking.kind === "branch" ? "Branch" : "Address"}</dt>
            <dd>{booking.place}</dd>
          </div>
          {scheme && (
            <div>
              <dt>Scheme</dt>
              <dd>
                {scheme.name} ({scheme.lender})
              </dd>
            </div>
          )}
          {amount !== null && (
            <div>
              <dt>Loan amount</dt>
              <dd>{formatRupees(amount)}</dd>
            </div>
          )}
          {booking.salesVisitId && (
            <div>
              <dt>Reference</dt>
              <dd data-testid="booking-reference">{booking.salesVisitId}</dd>
            </div>
          )}
          {booking.referralApplied && (
            <div>
              <dt>Referral</dt>
              <dd>Referral code applied</dd>
            </div>
          )}
          {booking.voucherAmount !== null && (
            <div>
              <dt>Voucher</dt>
              <dd>Google Pay voucher of {formatRupees(booking.voucherAmount)} applied</dd>
            </div>
          )}
        </dl>
      </div>

      {cancelled && (
        <p>
          <Link to={BOOK_VISIT} className="button button--block">
            Book a new visit
          </Link>
        </p>
      )}

      {mode === "view" && !cancelled && (
        <div className="visit-actions" data-testid="visit-actions">
          <Link to={changeHref()} className="button button--secondary" preventScrollReset>
            Change the time
          </Link>
          <Link to={CANCEL_HREF} className="button button--secondary" preventScrollReset>
            Cancel the visit
          </Link>
        </div>
      )}

      {!cancelled && (
        <div className="card">
          <h2>What to bring</h2>
          <ul>
            <li>Your gold jewellery (18 to 24 karat; stones are not counted)</li>
            <li>An identity proof, such as your Aadhaar card or PAN card</li>
            <li>An address proof and a recent photograph</li>
          </ul>
        </div>
      )}
      <p>
        Need help? Call us free on <a href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</a>.
      </p>
    </section>
  );
}
