import { formatProgress, stepIndex } from "~/journey/flow";
import { toMessage } from "~/i18n/message";
import { useT } from "~/i18n/use-t";

/** "Step 02/05 · Verify your mobile number", with a bar. Hidden on pages that are not steps. */
export function ProgressIndicator({ steps, pathname }: { steps: { path: string; title: string }[]; pathname: string }) {
  const t = useT();
  const index = stepIndex(steps, pathname);
  if (index === -1) return null;
  const progress = formatProgress(index, steps.length);
  // The configured step title: a message in the page's language (the layout's loader made it one), else as it came, in English.
  const title = steps[index]!.title;
  return (
    <div className="progress">
      <p className="progress__label">
        <span className="visually-hidden">{t("Step {number} of {total}:", { number: index + 1, total: steps.length })}</span>
        <span className="progress__count" data-testid="progress" aria-hidden="true">
          {progress}
        </span>
        <span className="progress__title" lang={toMessage(title) ? undefined : "en"}>
          {t.message(title)}
        </span>
      </p>
      <div className="progress__bar" aria-hidden="true">
        <span style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
      </div>
    </div>
  );
}
