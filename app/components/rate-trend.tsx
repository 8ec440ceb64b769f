import { fillNodes } from "~/components/fill-nodes";
import { type Language } from "~/i18n/language";
import { formatDay } from "~/i18n/formats";
import { useLanguage, useT } from "~/i18n/use-t";
import { formatRupees } from "~/journey/money";
import { trendPaths, type RateTrend } from "~/journey/rate-trend";

/** The chart's drawing box; the picture stretches to the card's width (the line keeps its width). */
const WIDTH = 300;
const HEIGHT = 96;

/** "26 Nov" in the page's language. */
const shortDate = (date: string, lang: Language) => formatDay(date, lang, { month: "short", year: false });

/**
 * The 22-karat rate over the last 30 days, drawn on the server (no script): the line, what it
 * says in words (which is what a screen reader reads: the picture itself is hidden from it), and
 * each day's rate in a table that opens without JavaScript. Nothing when there is no trend.
 */
export function RateTrendCard({ trend }: { trend: RateTrend | null }) {
  const t = useT();
  const lang = useLanguage();
  if (!trend) return null;
  const { line, area } = trendPaths(trend, WIDTH, HEIGHT);
  const rupees = (amount: number) => <strong>{t("{amount}/g", { amount: formatRupees(amount) })}</strong>;
  const dated = (date: string) => <span className="nowrap">{shortDate(date, lang)}</span>;
  const up = trend.change > 0;
  return (
    <section className="card rate-trend" aria-labelledby="rate-trend-title" data-testid="rate-trend">
      <h2 id="rate-trend-title">{t("22 karat gold over the last 30 days")}</h2>
      <p className="rate-trend__change">
        {trend.change === 0
          ? fillNodes(t("The same as on {date}: {rate}."), { date: dated(trend.first.date), rate: rupees(trend.last.rate22k) })
          : fillNodes(up ? t("{change} more than on {date}: {rate} now.") : t("{change} less than on {date}: {rate} now."), {
              change: (
                <span className={up ? "change change--up" : "change change--down"}>
                  {up ? "▲" : "▼"} {formatRupees(Math.abs(trend.change))}
                </span>
              ),
              date: dated(trend.first.date),
              rate: rupees(trend.last.rate22k),
            })}
      </p>
      <svg className="rate-trend__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path className="rate-trend__area" d={area} />
        <path className="rate-trend__line" d={line} vectorEffect="non-scaling-stroke" />
      </svg>
      <p className="rate-trend__axis" aria-hidden="true">
        <span>{shortDate(trend.first.date, lang)}</span>
        <span>{shortDate(trend.last.date, lang)}</span>
      </p>
      <p className="muted">
        {fillNodes(t("Lowest {low} on {lowDate}, highest {high} on {highDate}."), {
          low: rupees(trend.low.rate22k),
          lowDate: dated(trend.low.date),
          high: rupees(trend.high.rate22k),
          highDate: dated(trend.high.date),
        })}
      </p>
      <details className="rate-trend__days">
        <summary>{t("Each day's rate")}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t("Date")}</th>
              <th scope="col">{t("22 karat")}</th>
            </tr>
          </thead>
          <tbody>
            {[...trend.days].reverse().map((day) => (
              <tr key={day.date}>
                <td>{shortDate(day.date, lang)}</td>
                <td>{t("{amount}/g", { amount: formatRupees(day.rate22k) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
