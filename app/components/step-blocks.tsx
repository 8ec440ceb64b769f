import { useLocation } from "@remix-run/react";
import { useContext, useEffect, useState, type ReactNode } from "react";
import { AlertSeekSettingsContext } from "~/components/alert-seek-settings";
import { CityInfoCard } from "~/components/city-info";
import type { Block, NearBranch, GoldRateView } from "~/journey/blocks.server";
import type { TravelTime } from "~/journey/travel-time";
import { formatRupees, indianNumber } from "~/journey/money";
import { fillNodes } from "~/components/fill-nodes";
import { type Language } from "~/i18n/language";
import { toMessage } from "~/i18n/message";
import { place } from "~/i18n/place";
import { useLanguage, useT } from "~/i18n/use-t";
import { distanceIn, formatDay } from "~/i18n/formats";
import { echoedSearch } from "~/platform/echoed-search";

/**
 * The information blocks of a step's item list (gold rate, branch distance, city info,
 * daily visit count, alert-seek), rendered in the configured order. Presentational only.
 */
/** `children`: the step's own words for the wide screen's column, after the blocks (hidden below 1,024 px). */
export function StepBlocks({ blocks, children }: { blocks: readonly Block[]; children?: ReactNode }) {
  const t = useT();
  // One box for the blocks, so that on a wide screen they stand beside the step's form (app.css).
  return (
    <div className="step-blocks">
      {blocks.map((block) => {
        switch (block.type) {
          case "gold-rate":
            return <GoldRateCard key={block.type} rate={block.rate} />;
          case "branch-distance":
            return <NearestBranches key={block.type} near={block.near} branches={block.branches} />;
          case "city-info":
            return block.info ? <CityInfoCard key={block.type} city={block.city} info={block.info} /> : null;
          case "daily-visit-count":
            return block.count === null ? null : (
              <p key={block.type} className="visit-count" data-testid="daily-visit-count">
                {fillNodes(t("On a typical day, about {count} people book a gold loan visit with us."), {
                  count: <strong>{indianNumber(block.count)}</strong>,
                })}
              </p>
            );
          case "alert-seek":
            return <FlaggedAlertSeek key={block.type} block={block} />;
        }
      })}
      {children}
    </div>
  );
}

function Change({ amount }: { amount: number | null }) {
  const t = useT();
  if (amount === null || amount === 0) return null;
  const up = amount > 0;
  return (
    <span className={up ? "change change--up" : "change change--down"}>
      {up ? "▲" : "▼"} {formatRupees(Math.abs(amount))}
      <span className="visually-hidden"> {up ? t("more than yesterday") : t("less than yesterday")}</span>
    </span>
  );
}

/** "27 November": the day a rate is of, in the page's language. */
const rateDay = (date: string, lang: Language) => formatDay(date, lang, { year: false });

/**
 * Today's rate in one line, for a page's first screen (the home page's hero): both purities, and
 * a link to the 30-day trend on the page of the visitor's city when there is one. Nothing
 * without a rate.
 */
export function GoldRateStrip({ rate, trend }: { rate: GoldRateView | null; trend: { name: string; path: string } | null }) {
  const t = useT();
  const lang = useLanguage();
  if (!rate) return null;
  const perGram = (amount: number) => <strong>{t("{amount}/g", { amount: formatRupees(amount) })}</strong>;
  return (
    <p className="rate-strip" data-testid="home-gold-rate">
      <span className="rate-strip__title">{t("Gold rate today, {date}", { date: rateDay(rate.date, lang) })}</span>
      <span className="rate-strip__rates">
        <span className="nowrap">
          {t("22 karat")} {perGram(rate.rate22k)}
        </span>
        <span className="nowrap">
          {t("24 karat")} {perGram(rate.rate24k)}
        </span>
      </span>
      {trend && (
        <a href={trend.path} className="rate-strip__trend">
          {t("The last 30 days in {city}", { city: place(trend.name) })}
        </a>
      )}
    </p>
  );
}

export function GoldRateCard({ rate }: { rate: GoldRateView | null }) {
  const t = useT();
  const lang = useLanguage();
  if (!rate) {
    return (
      <section className="card gold-rate" aria-labelledby="gold-rate-title">
        <h2 id="gold-rate-title">{t("Gold rate today")}</h2>
        <p className="muted">{t("Today's gold rate is not available just now. Your scheme's loan amount is worked out at our branch.")}</p>
      </section>
    );
  }
  return (
    <section className="card gold-rate" aria-labelledby="gold-rate-title" data-testid="gold-rate">
      <h2 id="gold-rate-title">{t("Gold rate today, {date}", { date: rateDay(rate.date, lang) })}</h2>
      <dl className="gold-rate__grid">
        <div>
          <dt>{t("24 karat")}</dt>
          <dd>
            {t("{amount}/g", { amount: formatRupees(rate.rate24k) })} <Change amount={rate.change24k} />
          </dd>
        </div>
        <div>
          <dt>{t("22 karat")}</dt>
          <dd>
            {t("{amount}/g", { amount: formatRupees(rate.rate22k) })} <Change amount={rate.change22k} />
          </dd>
        </div>
      </dl>
      <p className="muted">{t("Market rate per gram. The loan you get depends on your scheme's loan-to-value.")}</p>
    </section>
  );
}

/** A branch's travel time: in the page's language, or the distance service's English words marked as such. */
function TravelTimeText({ time }: { time: TravelTime }) {
  return <span lang={time.english ? "en" : undefined}>{time.text}</span>;
}

/** A branch's distance as the distance service writes it ("32.1 km"), in the page's words ("32.1 किमी", decision 048). */
export function Distance({ text }: { text: string }) {
  const shown = distanceIn(text, useLanguage());
  return <span lang={shown.english ? "en" : undefined}>{shown.text}</span>;
}

export function BranchLine({ branch }: { branch: NearBranch }) {
  const t = useT();
  const distance = <Distance text={branch.distance} />;
  return (
    <>
      <strong lang="en">{branch.name}</strong>
      <span className="muted" lang="en">
        {branch.address}
      </span>
      <span className="branch__distance">
        {branch.duration
          ? fillNodes(t("{distance} away, about {duration} by road"), { distance, duration: <TravelTimeText time={branch.duration} /> })
          : fillNodes(t("{distance} away"), { distance })}
      </span>
    </>
  );
}

function NearestBranches({ near, branches }: { near: string; branches: NearBranch[] }) {
  const t = useT();
  if (branches.length === 0) return null;
  return (
    <section className="card" aria-labelledby="branches-title" data-testid="branch-distance">
      <h2 id="branches-title">{t("Branches near {near}", { near: /^\d+$/.test(near) ? near : t.place(near) })}</h2>
      <ul className="branch-list">
        {branches.map((branch) => (
          <li key={branch.id} className="branch">
            <BranchLine branch={branch} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Requirements §2: the alert-seek prompt is rendered only while alertSeekActive is true. */
function FlaggedAlertSeek({ block }: { block: Extract<Block, { type: "alert-seek" }> }) {
  const settings = useContext(AlertSeekSettingsContext);
  if (!settings.active) return null;
  return <AlertSeek message={block.message} timeoutMs={settings.timeoutMs} dismissedTimeoutMs={settings.dismissedTimeoutMs} />;
}

/**
 * The alert-seek prompt (requirements §2, §3 alertTimeout and alertDissmissedTimeout): it appears
 * after alertTimeout by CSS alone; its close box works without JavaScript; with JavaScript a
 * closed prompt comes back after alertDissmissedTimeout.
 *
 * The close box is a checkbox named "Close help" inside the prompt, drawn as the "×" of its
 * label: while the prompt is hidden (before it appears, and once closed) nothing of it can be
 * reached with Tab or by a screen reader.
 */
function AlertSeek({ message, timeoutMs, dismissedTimeoutMs }: { message: string; timeoutMs: number; dismissedTimeoutMs: number }) {
  const t = useT();
  const [closed, setClosed] = useState(false);
  const location = useLocation();
  useEffect(() => {
    if (!closed) return;
    const timer = setTimeout(() => setClosed(false), dismissedTimeoutMs);
    return () => clearTimeout(timer);
  }, [closed, dismissedTimeoutMs]);
  return (
    <aside className="alert-seek" style={{ animationDelay: `${timeoutMs}ms` }} data-testid="alert-seek" aria-label={t("Help")}>
      {/* A configured message that is not the site's own text (app/journey/blocks.server.ts) is shown as it came, in English. */}
      <p lang={toMessage(message) ? undefined : "en"}>{t.message(message)}</p>
      <form method="post" action="/lp/callback" className="alert-seek__actions">
        <input type="hidden" name="returnTo" value={`${location.pathname}${echoedSearch(location.search)}`} />
        <button type="submit" className="button button--small">
          {t("Call me back")}
        </button>
      </form>
      <input
        type="checkbox"
        id="alert-seek-close"
        className="alert-seek__toggle visually-hidden"
        aria-label={t("Close help")}
        checked={closed}
        onChange={(e) => setClosed(e.currentTarget.checked)}
      />
      <label htmlFor="alert-seek-close" className="alert-seek__close" aria-hidden="true">
        ×
      </label>
    </aside>
  );
}
