import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { DayChips } from "~/components/day-chips";
import { NoCard } from "~/components/no-card";
import { OtpField } from "~/components/otp-field";
import { cardActionFailure, cardCall, readCard, refusedCardholderCodeCheck, sendCardholderCode } from "~/cards/account.server";
import { requireCardToken } from "~/cards/auth.server";
import { KARATS, limitSlot, MAX_CARD_GOLD_GRAMS, readCalculatorInput } from "~/cards/limit-increase";
import { workingDays } from "~/journey/booking.server";
import { formatGrams, formatRupees } from "~/journey/money";
import { describeSlot, shortDay } from "~/journey/visit";
import { PageReads } from "~/site/error-popup.server";
import { clientAddressOf, headersWithRetryAfter, limitedInit } from "~/platform/request.server";
import { commitSession } from "~/platform/session.server";
import { bookLimitIncreaseSlot, calculateCreditLimit, getActiveRequest, getCreditLimit, sendLimitOtp, verifyLimitOtp } from "~/upstream/card.server";
import { viewSlots } from "~/upstream/insight.server";
import { REQUEST_TYPE_LIMIT_INCREASE, type LimitRequest } from "~/upstream/schemas/card";
import { withInteractionCapture } from "~/site/analytics.server";
import { eventContext } from "~/site/events.server";

/**
 * Limit increase (spec §4): the gold-weight calculator (upstream), the active request, a
 * doorstep slot to pledge the gold (lead-service v2 with the token), then the OTP sent for the
 * request id and verified with the request id, the tracking id and the code.
 */
export const meta: MetaFunction = () => [{ title: pageTitle("Raise your card limit") }, { name: "robots", content: "noindex" }];

const PATH = "/lp/cards/limit-increase";

function slotDescription(slot: string): string {
  const [date = "", time = ""] = slot.split(" ");
  const [from = "", to = ""] = time.split("-");
  return date && from && to ? describeSlot(date, `${from} – ${to}`) : slot;
}

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const url = new URL(request.url);
  const reads = new PageReads(eventContext(request, ctx.session));
  const calc = readCalculatorInput(url.searchParams);
  const asked = url.searchParams.has("goldWeight");
  const [lookup, active, estimate] = await Promise.all([
    readCard(request, ctx, reads),
    reads.read("active-request", () => cardCall(request, ctx, (token) => getActiveRequest(token, REQUEST_TYPE_LIMIT_INCREASE))),
    calc.ok ? reads.read("calculator", () => cardCall(request, ctx, (token) => calculateCreditLimit(token, calc.input))) : null,
  ]);
  const card = lookup?.kind === "card" ? lookup.card : null;
  const canBook = card !== null && estimate !== null && active?.status !== "OTP_VERIFIED";
  const days = canBook ? (await reads.read("working-days", () => workingDays(card.cityId))) ?? [] : [];
  const askedDate = url.searchParams.get("date");
  const date = days.includes(askedDate ?? "") ? askedDate : days[0] ?? null;
  const slots =
    canBook && date
      ? await reads.read("slots", () => viewSlots({ cityId: card.cityId, date, type: "DOORSTEP" }).then((r) => r.data.data.slots))
      : null;
  const steps = ctx.session.get("cardSteps");
  const otpSent = active !== null && active.status === "SLOT_BOOKED" && steps?.limitRequestId === active.requestId && Boolean(steps.limitTrackingId);
  return {
    lookup,
    active: active ? { ...active, slotText: slotDescription(active.slot) } : null,
    otpSent,
    calculator: {
      goldWeight: url.searchParams.get("goldWeight") ?? "",
      karat: url.searchParams.get("karat") ?? "22",
      problems: asked && !calc.ok ? calc.problems : {},
    },
    estimate,
    days: days.map((d) => ({ date: d, label: shortDay(d) })),
    date,
    slots,
    booked: url.searchParams.get("booked") === "1",
    popup: reads.popup,
  };
}

type ActionResult = { intent: string; error: string | null };

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request, context }: ActionFunctionArgs) {
  const ctx = await requireCardToken(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const steps = ctx.session.get("cardSteps") ?? {};
  const back = `${PATH}?${new URLSearchParams({
    goldWeight: String(form.get("goldWeight") ?? ""),
    karat: String(form.get("karat") ?? ""),
    date: String(form.get("date") ?? ""),
  })}`;
  const refuse = (error: string) => data<ActionResult>({ intent, error }, { status: 400 });
  const address = clientAddressOf(context);
  const limited = (refused: { message: string; retryAfterSeconds: number }) =>
    data<ActionResult>({ intent, error: refused.message }, limitedInit(refused.retryAfterSeconds));
  try {
    if (intent === "book") {
      const calc = readCalculatorInput(form);
      const slot = limitSlot(String(form.get("date") ?? ""), String(form.get("slot") ?? ""));
      if (!calc.ok) return refuse(Object.values(calc.problems)[0] ?? "Please check the gold details.");
      if (!slot) return refuse("Pick a time for our visit.");
      const lookup = await cardCall(request, ctx, getCreditLimit);
      if (lookup.kind !== "card") return redirect(PATH);
      // The limit asked for is the calculator's, worked out again here: the browser's figure is not trusted.
      const estimate = await cardCall(request, ctx, (token) => calculateCreditLimit(token, calc.input));
      const { requestId } = await cardCall(request, ctx, (token) =>
        bookLimitIncreaseSlot(token, {
          requestType: REQUEST_TYPE_LIMIT_INCREASE,
          cardId: lookup.card.cardId,
          goldWeight: calc.input.goldWeight,
          karat: calc.input.karat,
          requestedLimit: estimate.eligibleLimit,
          slot,
          pincode: lookup.card.pincode ?? null,
        })
      );
      ctx.session.set("cardSteps", { ...steps, limitRequestId: requestId, limitTrackingId: undefined });
      return redirect(`${PATH}?booked=1`, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    }
    if (intent === "send-otp") {
      const requestId = String(form.get("requestId") ?? "");
      const sent = await sendCardholderCode(request, ctx, address, "limit-increase", (token) => sendLimitOtp(token, requestId));
      if ("refused" in sent) return limited(sent.refused);
      const { trackingId } = sent.sent;
      ctx.session.set("cardSteps", { ...steps, limitRequestId: requestId, limitTrackingId: trackingId });
      return redirect(PATH, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    }
    if (intent === "verify-otp") {
      const otp = String(form.get("otp") ?? "").trim();
      if (otp !== "" && !/^\d{6}$/.test(otp)) return refuse("Enter the 6-digit code we sent you.");
      // A check with ids missing is refused by the client before it is sent (spec §8) and spends nothing.
      if (steps.limitRequestId && steps.limitTrackingId && otp !== "") {
        const refused = await refusedCardholderCodeCheck(`limit:${steps.limitRequestId}:${steps.limitTrackingId}`, address);
        if (refused) return limited(refused);
      }
      await cardCall(request, ctx, (token) => verifyLimitOtp(token, { requestId: steps.limitRequestId, trackingId: steps.limitTrackingId, otp }));
      ctx.session.set("cardSteps", { ...steps, limitRequestId: undefined, limitTrackingId: undefined });
      return redirect(`${PATH}?confirmed=1`, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    }
    return redirect(PATH);
  } catch (error) {
    const failure = await cardActionFailure(request, ctx, error, intent === "book" ? back : PATH);
    return failure instanceof Response ? failure : refuse(failure.refused);
  }
}

function ActiveRequest({ active, otpSent }: { active: LimitRequest & { slotText: string }; otpSent: boolean }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const error = actionData && actionData.intent !== "book" ? actionData.error : null;
  if (active.status === "OTP_VERIFIED") {
    return (
      <div className="card success" data-testid="limit-confirmed">
        <h2>Your limit increase is confirmed</h2>
        <p>
          Our gold expert will visit on <strong>{active.slotText}</strong> to check {formatGrams(active.goldWeight)} of gold. Your limit goes up by up
          to <strong>{formatRupees(active.requestedLimit)}</strong> once the gold is pledged.
        </p>
        <p className="muted">Request {active.requestId}</p>
      </div>
    );
  }
  return (
    <div className="card notice" data-testid="active-request">
      <h2>Your request</h2>
      <p>
        Our visit: <strong>{active.slotText}</strong>
      </p>
      <dl className="figures">
        <div>
          <dt>Gold</dt>
          <dd>{formatGrams(active.goldWeight)}</dd>
        </div>
        <div>
          <dt>Up to</dt>
          <dd>{formatRupees(active.requestedLimit)}</dd>
        </div>
      </dl>
      <p className="muted">Request {active.requestId}. Confirm it with the code we send to your registered mobile number.</p>
      {otpSent ? (
        <Form method="post" className="form" replace>
          <OtpField error={error} />
          <button type="submit" name="intent" value="verify-otp" className="button button--block" disabled={busy}>
            {busy ? "Checking…" : "Confirm my request"}
          </button>
          <button type="submit" name="intent" value="send-otp" className="button button--secondary button--block" formNoValidate disabled={busy}>
            Send the code again
          </button>
          <input type="hidden" name="requestId" value={active.requestId} />
        </Form>
      ) : (
        <Form method="post" className="form" replace>
          <input type="hidden" name="requestId" value={active.requestId} />
          <p className="field__error" role="alert">
            {error}
          </p>
          <button type="submit" name="intent" value="send-otp" className="button button--block" disabled={busy}>
            {busy ? "Sending…" : "Send code to confirm"}
          </button>
        </Form>
      )}
    </div>
  );
}

export default function LimitIncrease() {
  const { lookup, active, otpSent, calculator, estimate, days, date, slots, booked } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const booking = navigation.state !== "idle" && navigation.formData?.get("intent") === "book";
  if (lookup?.kind === "no-card") return <NoCard code={lookup.code} />;
  const query = (more: Record<string, string>) =>
    `${PATH}?${new URLSearchParams({ goldWeight: calculator.goldWeight, karat: calculator.karat, ...more })}`;

  return (
    <section aria-labelledby="increase-title">
      <h1 id="increase-title">Raise your card limit</h1>
      <p className="lead">Pledge more gold and your limit goes up. Our expert checks the gold at your home, at a time you pick.</p>
      {booked && (
        <p className="success" role="status">
          Your visit is booked. Confirm the request below.
        </p>
      )}
      {active && <ActiveRequest active={active} otpSent={otpSent} />}

      {active?.status !== "OTP_VERIFIED" && (
        <>
          <h2>{active ? "Change your request" : "How much more can I get?"}</h2>
          <Form method="get" className="card form" preventScrollReset replace>
            <div className="field">
              <label htmlFor="goldWeight">Weight of the gold (grams)</label>
              <input
                id="goldWeight"
                name="goldWeight"
                type="number"
                inputMode="decimal"
                min={1}
                max={MAX_CARD_GOLD_GRAMS}
                step="0.1"
                required
                defaultValue={calculator.goldWeight}
                aria-invalid={calculator.problems.goldWeight ? true : undefined}
                aria-describedby="goldWeight-error"
              />
              <p className="field__error" id="goldWeight-error" role="alert">
                {calculator.problems.goldWeight}
              </p>
            </div>
            <div className="field">
              <label htmlFor="karat">Purity</label>
              <select id="karat" name="karat" defaultValue={calculator.karat}>
                {KARATS.map((k) => (
                  <option key={k} value={k}>
                    {k} karat
                  </option>
                ))}
              </select>
              <p className="field__error" role="alert">
                {calculator.problems.karat}
              </p>
            </div>
            <button type="submit" className="button button--secondary button--block">
              Calculate
            </button>
          </Form>

          {estimate && (
            <>
              <p className="card estimate" data-testid="estimate" aria-live="polite">
                With {formatGrams(estimate.goldWeight)} of {estimate.karat} karat gold you can add up to{" "}
                <strong>{formatRupees(estimate.eligibleLimit)}</strong> to your limit.
                <span className="muted">
                  {" "}
                  ({formatRupees(estimate.ratePerGram)} a gram, {Math.round(estimate.ltv * 100)}% of its value)
                </span>
              </p>
              <h2>Pick a day for our visit</h2>
              {days.length === 0 ? (
                <p className="muted">We could not load the days just now. Please try again in a moment.</p>
              ) : (
                <DayChips days={days} chosen={date} href={(d) => query({ date: d })} />
              )}
              <Form method="post" className="card form" replace>
                <input type="hidden" name="goldWeight" value={calculator.goldWeight} />
                <input type="hidden" name="karat" value={calculator.karat} />
                <input type="hidden" name="date" value={date ?? ""} />
                <fieldset className="field chips">
                  <legend>Pick a time</legend>
                  {slots === null ? (
                    <p className="muted">We could not load the times for this day. Please pick another day.</p>
                  ) : (
                    slots.map((slot) => (
                      <label key={slot.id} className={slot.available ? "chip" : "chip chip--off"}>
                        <input type="radio" name="slot" value={slot.id} required disabled={!slot.available} />
                        <span>{slot.label}</span>
                      </label>
                    ))
                  )}
                </fieldset>
                <p className="form__error" role="alert">
                  {actionData?.intent === "book" ? actionData.error : null}
                </p>
                <button
                  type="submit"
                  name="intent"
                  value="book"
                  className="button button--block"
                  disabled={booking || !slots?.some((s) => s.available)}
                >
                  {booking ? "Booking…" : active ? "Change my visit" : "Book the visit"}
                </button>
              </Form>
            </>
          )}
        </>
      )}
    </section>
  );
}
