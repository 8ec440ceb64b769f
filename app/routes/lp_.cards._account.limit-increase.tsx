import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { pageTitle } from "~/brand";
import { DayChips } from "~/components/day-chips";
import { Choice, ChoiceField, Field } from "~/components/field";
import { errorOf, firstError, typedValue } from "~/components/form-result";
import { NoCard } from "~/components/no-card";
import { OtpField } from "~/components/otp-field";
import { replyToFailure } from "~/cards/account.server";
import { requireCardToken } from "~/cards/auth.server";
import { GOLD_CARD_GRAM_STEP, GOLD_CARD_LIMITS, goldCardGoldHint } from "~/cards/gold-card-limits";
import { CalculatorInputSchema, LIMIT_INCREASE_PATH as PATH, LIMIT_INCREASE_VISIT as VISIT, LimitIncreaseFormSchema, type LimitRequest } from "~/cards/limit-increase";
import { bookLimitVisit, confirmLimitRequest, limitIncreasePage, sendLimitCode } from "~/cards/limit-increase.server";
import { DEFAULT_GOLD_QUALITY, GOLD_QUALITIES, goldQualityLabel, parseGoldQuality } from "~/journey/gold-quality";
import { formatGrams, formatRupees } from "~/journey/money";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { commitSession } from "~/platform/session.server";
import { withInteractionCapture } from "~/site/analytics.server";

/**
 * Limit increase (spec §4): the gold-weight calculator (upstream: the weight and the purity),
 * the active request, a doorstep slot to pledge the gold (lead-service v2 with the token), then
 * the OTP sent for the request id and verified with the request id, the tracking id and the
 * code. The gold card's limits (spec §9) hold on the calculator and again on the booking.
 */
export const meta: MetaFunction = () => [{ title: pageTitle("Raise your card limit") }, { name: "robots", content: "noindex" }];

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const url = new URL(request.url);
  // The calculator is a GET form: its figures are the query, checked only once asked; an
  // amount outside the card's limits is the weight's message.
  const calculator = parseWithZod(url.searchParams, { schema: CalculatorInputSchema });
  const page = await limitIncreasePage(request, ctx, calculator.status === "success" ? calculator.value : null, url.searchParams.get("date"));
  return {
    ...page,
    calculator: {
      goldWeight: url.searchParams.get("goldWeight") ?? "",
      goldQuality: parseGoldQuality(url.searchParams.get("goldQuality")) ?? DEFAULT_GOLD_QUALITY,
      result: url.searchParams.has("goldWeight") ? calculator.reply(page.amountProblem ? { fieldErrors: { goldWeight: [page.amountProblem] } } : {}) : null,
    },
    booked: url.searchParams.get("booked") === "1",
  };
}

/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

const INTENTS = new Set(["book", "send-otp", "verify-otp"]);

async function submit({ request, context }: ActionFunctionArgs) {
  const ctx = await requireCardToken(request);
  const form = await request.formData();
  if (!INTENTS.has(String(form.get("intent")))) return redirect(PATH);
  const submission = parseWithZod(form, { schema: LimitIncreaseFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["otp"] }) }, { status: 400 });
  const input = submission.value;
  const address = clientAddressOf(context);
  const back = `${PATH}?${new URLSearchParams({ goldWeight: String(form.get("goldWeight") ?? ""), goldQuality: String(form.get("goldQuality") ?? ""), date: String(form.get("date") ?? "") })}`;
  const outcome =
    input.intent === "book"
      ? await bookLimitVisit(request, ctx, input, back)
      : input.intent === "send-otp"
        ? await sendLimitCode(request, ctx, input.requestId, address)
        : await confirmLimitRequest(request, ctx, input.otp, address);
  switch (outcome.kind) {
    case "booked":
      return redirect(`${PATH}?booked=1`, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    case "code-sent":
      return redirect(PATH, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    case "confirmed":
      return redirect(`${PATH}?confirmed=1`, { headers: { "Set-Cookie": await commitSession(ctx.session) } });
    case "no-card":
      return redirect(PATH);
    default:
      return replyToFailure(submission, outcome);
  }
}

function ActiveRequest({ active, otpSent }: { active: LimitRequest & { slotText: string }; otpSent: boolean }) {
  const result = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const error = result && typedValue(result, "intent") !== "book" ? firstError(result) : null;
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
          <ErrorSummary id="request-otp-summary" errors={error ? [{ id: "otp", message: error }] : []} flashed={false} result={error} />
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
          <ErrorSummary id="request-send-summary" message={error} flashed={false} result={error} />
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
  const result = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const booking = navigation.state !== "idle" && navigation.formData?.get("intent") === "book";
  if (lookup?.kind === "no-card") return <NoCard code={lookup.code} />;
  const query = (more: Record<string, string>) =>
    `${PATH}?${new URLSearchParams({ goldWeight: calculator.goldWeight, goldQuality: calculator.goldQuality, ...more })}`;
  const bookError = result && typedValue(result, "intent") === "book" ? firstError(result) : null;
  const limits = GOLD_CARD_LIMITS[VISIT];

  return (
    <section aria-labelledby="increase-title">
      <h1 id="increase-title">Raise your card limit</h1>
      <p className="lead">
        Pledge more gold and your limit goes up by {formatRupees(limits.minAmount)} to {formatRupees(limits.maxAmount)}. Our expert checks the gold at your
        home, at a time you pick.
      </p>
      {/* An upstream failure of any of this page's forms (they all come back here): said until the next page. */}
      <ErrorSummary id="increase-failure" />
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
            <ErrorSummary
              id="calculator-summary"
              errors={summaryErrors(calculator.result, { goldWeight: "goldWeight", goldQuality: "goldQuality" })}
              flashed={false}
              result={calculator.result}
            />
            <Field
              name="goldWeight"
              label="Weight of the gold (grams)"
              hint={goldCardGoldHint(VISIT)}
              error={errorOf(calculator.result, "goldWeight")}
              type="number"
              inputMode="decimal"
              min={limits.minGold}
              max={limits.maxGold}
              step={GOLD_CARD_GRAM_STEP}
              required
              defaultValue={calculator.goldWeight}
            />
            <ChoiceField name="goldQuality" legend="Purity of the gold" error={errorOf(calculator.result, "goldQuality")}>
              {GOLD_QUALITIES.map((quality, index) => (
                <Choice key={quality} id={index === 0 ? "goldQuality" : undefined} name="goldQuality" value={quality} defaultChecked={quality === calculator.goldQuality}>
                  {goldQualityLabel(quality)}
                </Choice>
              ))}
            </ChoiceField>
            <button type="submit" className="button button--secondary button--block">
              Calculate
            </button>
          </Form>
          {!estimate && bookError && <ErrorSummary id="book-summary" message={bookError} flashed={false} result={result} />}

          {estimate && (
            <>
              <p className="card estimate" data-testid="estimate" aria-live="polite">
                With {formatGrams(estimate.goldWeight)} of {goldQualityLabel(estimate.goldQuality)} gold you can add up to{" "}
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
                <input type="hidden" name="goldQuality" value={calculator.goldQuality} />
                <input type="hidden" name="date" value={date ?? ""} />
                <ErrorSummary id="book-summary" message={bookError} flashed={false} result={result} />
                <fieldset className="field chips">
                  <legend>Pick a time</legend>
                  {slots === null ? (
                    <p className="muted">We could not load the times for this day. Please pick another day.</p>
                  ) : (
                    slots.map((slot) => (
                      <Choice key={slot.id} className={slot.available ? "chip" : "chip chip--off"} name="slot" value={slot.id} required disabled={!slot.available}>
                        {slot.label}
                      </Choice>
                    ))
                  )}
                </fieldset>
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
