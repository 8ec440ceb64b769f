import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireJourneyStep } from "~/journey/step.server";
import { describeSlot, VISIT_LABEL } from "~/journey/visit";
import { formatRupees } from "~/journey/money";
import { BRAND, pageTitle } from "~/brand";

/** Step 6: the booked visit, summarised, with what to bring. */
export const meta: MetaFunction = () => [{ title: pageTitle("Your visit is booked") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, lead } = await requireJourneyStep(request);
  const booking = session.get("booking");
  if (!booking) throw redirect("/lp/book-visit");
  const scheme = session.get("scheme")?.scheme ?? null;
  return {
    booking: { ...booking, when: describeSlot(booking.date, booking.slotLabel), label: VISIT_LABEL[booking.kind] },
    scheme: scheme && { name: scheme.name, lender: scheme.lender },
    amount: lead.loan_amount ?? null,
    phone: lead.phone ? `+91 ******${lead.phone.slice(-4)}` : null,
  };
}

export default function Confirmation() {
  const { booking, scheme, amount, phone } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="step-title">
      <h1 id="step-title">Your {booking.kind === "branch" ? "branch" : "doorstep"} visit is booked</h1>
      <p className="lead">Our team will call you on {phone ?? "your mobile number"} before the visit to confirm it.</p>
      <div className="card summary" data-testid="booking-summary">
        <dl>
          <div>
            <dt>Visit</dt>
            <dd>{booking.label}</dd>
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
      <div className="card">
        <h2>What to bring</h2>
        <ul>
          <li>Your gold jewellery (18 to 24 karat; stones are not counted)</li>
          <li>An identity proof, such as your Aadhaar card or PAN card</li>
          <li>An address proof and a recent photograph</li>
        </ul>
      </div>
      <p>
        <Link to="/lp/book-visit">Change the visit</Link> · Need help? Call us free on <a href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</a>.
      </p>
    </section>
  );
}
