import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { ErrorSummary, summaryErrors } from "~/components/error-summary";
import { cardPageMeta } from "~/cards/meta";
import { DayChips } from "~/components/day-chips";
import { SlotChoice } from "~/components/slot-choice";
import { Choice, ChoiceField, Field } from "~/components/field";
import { firstError, formFields, useFormResult } from "~/components/form-result";
import { NoCard } from "~/components/no-card";
import { OtpField } from "~/components/otp-field";
import { fillNodes } from "~/components/fill-nodes";
import { useIsPending } from "~/components/use-is-pending";
import { requireCardToken } from "~/cards/auth.server";
import { GOLD_CARD_GRAM_STEP, GOLD_CARD_LIMITS, goldCardGoldHint } from "~/cards/gold-card-limits";
import { LIMIT_INCREASE_PATH as PATH, LIMIT_INCREASE_VISIT as VISIT } from "~/cards/limit-increase";
import type { LimitRequest } from "~/upstream/schemas/card";
import { CalculatorInputSchema, LimitIncreaseFormSchema } from "~/cards/limit-increase-form";
import type { CalculatorFields, LimitIncreaseFields } from "~/cards/limit-increase-form";
import { limitIncreaseBack, limitIncreasePage, submitLimitIncrease } from "~/cards/limit-increase.server";
import { DEFAULT_GOLD_QUALITY, GOLD_QUALITIES, goldQualityKarat, parseGoldQuality, type GoldQuality } from "~/journey/gold-quality";
import { formatRupees } from "~/journey/money";
import { clientAddressOf, headersWithRetryAfter } from "~/platform/request.server";
import { useFlash } from "~/components/flash";
import { formAction } from "~/site/form-action.server";
import { CARD_PAGE_NAMESPACES } from "~/cards/namespaces";
import { routeMessages } from "~/i18n/catalogue.server";
import type { PageHandle } from "~/root";
import { useLanguage, useT } from "~/i18n/use-t";
import { grams } from "~/i18n/formats";
import { readQuery } from "~/site/form.server";
import type { Translator } from "~/i18n/translate";

/** The words its page shows (app/cards/namespaces.ts, decision 051). */
export const handle: PageHandle = { i18n: CARD_PAGE_NAMESPACES["limit-increase"] };

/**
 * Limit increase (requirements §4): the gold-weight calculator (upstream: the weight and the purity),
 * the active request, a doorstep slot to pledge the gold (lead-service v2 with the token), then
 * the OTP sent for the request id and verified with the request id, the tracking id and the
 * code. The gold card's limits (requirements §9) hold on the calculator and again on the booking.
 */
export const meta = cardPageMeta("Raise your card limit");

/** A refusal by an abuse limit says when to come back (Retry-After). */
export const headers = headersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireCardToken(request);
  const url = new URL(request.url);
  // The calculator is a GET form: its figures are the query, checked only once asked; an
  // amount outside the card's limits is the weight's message.
  const { submission: calculator } = readQuery(url, CalculatorInputSchema);
  const page = await limitIncreasePage(ctx, calculator.status === "success" ? calculator.value : null, url.searchParams.get("date"));
  return {
    ...page,
    calculator: {
      goldWeight: url.searchParams.get("goldWeight") ?? "",
      goldQuality: parseGoldQuality(url.searchParams.get("goldQuality")) ?? DEFAULT_GOLD_QUALITY,
      result: url.searchParams.has("goldWeight")
        ? calculator.reply(page.amountProblem ? { fieldErrors: { goldWeight: [page.amountProblem] } } : {})
        : null,
    },
    i18n: await routeMessages(request, handle),
  };
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: ({ request }) => requireCardToken(request),
    schema: LimitIncreaseFormSchema,
    secret: ["otp"],
    // A failed booking comes back to the calculator's figures and day it was for.
    page: (_ctx, _args, input) => limitIncreaseBack(input),
    run: (input, ctx, { context }) => submitLimitIncrease(input, ctx, clientAddressOf(context)),
  });

/** A purity as the page writes it: "22 karat". */
function karat(t: Translator, quality: GoldQuality): string {
  return t("{karat} karat", { karat: goldQualityKarat(quality) });
}

/** A request's id, upstream data in Latin letters. */
function RequestId({ id }: { id: string }) {
  return <span lang="en">{id}</span>;
}

/**
 * The open request, and the form that confirms it by OTP. When the cardholder has just worked out
 * other figures, the request as it stands is not offered for confirmation: the figures go into
 * it first (a time booked below), so the code never confirms what they no longer want.
 */
function ActiveRequest({
  active,
  otpSent,
  recalculated,
}: {
  active: LimitRequest & { slotText: string };
  otpSent: boolean;
  recalculated: boolean;
}) {
  const t = useT();
  const lang = useLanguage();
  const result = useFormResult();
  const fields = formFields<LimitIncreaseFields>(result);
  const busy = useIsPending();
  const error = result && fields.intent.value !== "book" ? firstError(result) : null;
  if (active.status === "OTP_VERIFIED") {
    return (
      <div className="card success" data-testid="limit-confirmed">
        <h2>{t("Your limit increase is confirmed")}</h2>
        <p>
          {fillNodes(
            t(
              "Our gold expert will visit on {slot} to check {weight} of gold. Your limit goes up by up to {amount} once the gold is pledged.",
            ),
            {
              slot: <strong>{active.slotText}</strong>,
              weight: grams(active.goldWeight, lang),
              amount: <strong>{formatRupees(active.requestedLimit)}</strong>,
            },
          )}
        </p>
        <p className="muted">{fillNodes(t("Request {id}"), { id: <RequestId id={active.requestId} /> })}</p>
      </div>
    );
  }
  return (
    <div className="card notice" data-testid="active-request">
      <h2>{t("Your request")}</h2>
      <p>{fillNodes(t("Our visit: {slot}"), { slot: <strong>{active.slotText}</strong> })}</p>
      <dl className="figures">
        <div>
          <dt>{t("Gold")}</dt>
          <dd>{grams(active.goldWeight, lang)}</dd>
        </div>
        <div>
          <dt>{t("Up to")}</dt>
          <dd>{formatRupees(active.requestedLimit)}</dd>
        </div>
      </dl>
      <p className="muted">
        {recalculated
          ? fillNodes(t("Request {id}"), { id: <RequestId id={active.requestId} /> })
          : fillNodes(t("Request {id}. Confirm it with the code we send to your registered mobile number."), {
              id: <RequestId id={active.requestId} />,
            })}
      </p>
      {recalculated ? (
        <p className="notice" data-testid="request-recalculated">
          {t("You have worked out new figures: book a time for them below, then confirm the request.")}
        </p>
      ) : (
        <Form method="post" className="form" replace>
          <input type="hidden" name={fields.requestId.name} value={active.requestId} />
          {otpSent ? (
            <>
              <ErrorSummary
                id="request-otp-summary"
                errors={error ? [{ id: fields.otp.name, message: error }] : []}
                flashed={false}
                result={error}
              />
              <OtpField name={fields.otp.name} error={error} />
              <button type="submit" name={fields.intent.name} value="verify-otp" className="button button--block" disabled={busy}>
                {busy ? t("Checking…") : t("Confirm my request")}
              </button>
              <button
                type="submit"
                name={fields.intent.name}
                value="send-otp"
                className="button button--secondary button--block"
                formNoValidate
                disabled={busy}
              >
                {t("Send the code again")}
              </button>
            </>
          ) : (
            <>
              <ErrorSummary id="request-send-summary" message={error} flashed={false} result={error} />
              <button type="submit" name={fields.intent.name} value="send-otp" className="button button--block" disabled={busy}>
                {busy ? t("Sending…") : t("Send code to confirm")}
              </button>
            </>
          )}
        </Form>
      )}
    </div>
  );
}

export default function LimitIncrease() {
  const t = useT();
  const lang = useLanguage();
  const { lookup, active, otpSent, recalculated, calculator, estimate, days, date, slots } = useLoaderData<typeof loader>();
  // A visit this session just booked (the flash's notice, never the URL's).
  const booked = useFlash().notice("limit-increase") !== null;
  const result = useFormResult();
  const fields = formFields<LimitIncreaseFields>(result);
  const booking = useIsPending({ intent: "book" });
  if (lookup?.kind === "no-card") return <NoCard code={lookup.code} />;
  const query = (more: Record<string, string>) =>
    `${PATH}?${new URLSearchParams({ goldWeight: calculator.goldWeight, goldQuality: calculator.goldQuality, ...more })}`;
  const bookError = result && fields.intent.value === "book" ? firstError(result) : null;
  const figures = formFields<CalculatorFields>(calculator.result);
  const limits = GOLD_CARD_LIMITS[VISIT];

  return (
    <section aria-labelledby="increase-title">
      <h1 id="increase-title">{t("Raise your card limit")}</h1>
      <p className="lead">
        {t("Pledge more gold and your limit goes up by {min} to {max}. Our expert checks the gold at your home, at a time you pick.", {
          min: formatRupees(limits.minAmount),
          max: formatRupees(limits.maxAmount),
        })}
      </p>
      {/* An upstream failure of any of this page's forms (they all come back here): said until the next page. */}
      <ErrorSummary id="increase-failure" />
      {booked && (
        <p className="success" role="status">
          {t("Your visit is booked. Confirm the request below.")}
        </p>
      )}
      {active && <ActiveRequest active={active} otpSent={otpSent} recalculated={recalculated} />}

      {active?.status !== "OTP_VERIFIED" && (
        <>
          <h2>{active ? t("Change your request") : t("How much more can I get?")}</h2>
          <Form method="get" className="card form" preventScrollReset replace>
            <ErrorSummary
              id="calculator-summary"
              errors={summaryErrors([figures.goldWeight, figures.goldQuality])}
              flashed={false}
              result={calculator.result}
            />
            <Field
              field={figures.goldWeight}
              label={t("Weight of the gold (grams)")}
              hint={t.message(goldCardGoldHint(VISIT))}
              type="number"
              inputMode="decimal"
              min={limits.minGold}
              max={limits.maxGold}
              step={GOLD_CARD_GRAM_STEP}
              required
              defaultValue={calculator.goldWeight}
            />
            <ChoiceField field={figures.goldQuality} legend={t("Purity of the gold")}>
              {GOLD_QUALITIES.map((quality, index) => (
                <Choice
                  key={quality}
                  id={index === 0 ? figures.goldQuality.name : undefined}
                  name={figures.goldQuality.name}
                  value={quality}
                  defaultChecked={quality === calculator.goldQuality}
                >
                  {karat(t, quality)}
                </Choice>
              ))}
            </ChoiceField>
            <button type="submit" className="button button--secondary button--block">
              {t("Calculate")}
            </button>
          </Form>
          {!estimate && bookError && <ErrorSummary id="book-summary" message={bookError} flashed={false} result={result} />}

          {estimate && (
            <>
              <p className="card estimate" data-testid="estimate" aria-live="polite">
                {fillNodes(t("With {weight} of {quality} gold you can add up to {amount} to your limit."), {
                  weight: grams(estimate.goldWeight, lang),
                  quality: karat(t, estimate.goldQuality),
                  amount: <strong>{formatRupees(estimate.eligibleLimit)}</strong>,
                })}
                <span className="muted">
                  {" "}
                  {t("({rate} a gram, {percent}% of its value)", {
                    rate: formatRupees(estimate.ratePerGram),
                    percent: Math.round(estimate.ltv * 100),
                  })}
                </span>
              </p>
              <h2>{t("Pick a day for our visit")}</h2>
              {days.length === 0 ? (
                <p className="muted">{t("We could not load the days just now. Please try again in a moment.")}</p>
              ) : (
                <DayChips days={days} chosen={date} href={(d) => query({ date: d })} />
              )}
              <Form method="post" className="card form" replace>
                <input type="hidden" name={fields.goldWeight.name} value={calculator.goldWeight} />
                <input type="hidden" name={fields.goldQuality.name} value={calculator.goldQuality} />
                <input type="hidden" name={fields.date.name} value={date ?? ""} />
                <ErrorSummary id="book-summary" message={bookError} flashed={false} result={result} />
                {/* The booking's refusal is said above (bookError), and a time is picked afresh. */}
                <SlotChoice
                  slots={slots}
                  field={{ ...fields.slot, error: undefined, value: undefined }}
                  retryHref={query({ date: date ?? "" })}
                />
                <button
                  type="submit"
                  name={fields.intent.name}
                  value="book"
                  className="button button--block"
                  disabled={booking || !slots?.some((s) => s.available)}
                >
                  {booking ? t("Booking…") : active ? t("Change my visit") : t("Book the visit")}
                </button>
              </Form>
            </>
          )}
        </>
      )}
    </section>
  );
}
