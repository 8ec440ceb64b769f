import { formatProgress, stepIndex } from "~/journey/flow";

/** "Step 02/05 · Verify your mobile number", with a bar. Hidden on pages that are not steps. */
export function ProgressIndicator({ steps, pathname }: { steps: { path: string; title: string }[]; pathname: string }) {
  const index = stepIndex(steps, pathname);
  if (index === -1) return null;
  const progress = formatProgress(index, steps.length);
  return (
    <div className="progress">
      <p className="progress__label">
        <span className="visually-hidden">{`Step ${index + 1} of ${steps.length}:`}</span>
        <span className="progress__count" data-testid="progress" aria-hidden="true">
          {progress}
        </span>
        <span className="progress__title">{steps[index]!.title}</span>
      </p>
      <div className="progress__bar" aria-hidden="true">
        <span style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
      </div>
    </div>
  );
}
