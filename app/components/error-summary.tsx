/**
 * The one error summary of every form (docs/decisions/026-focus-and-error-summary.md): a
 * heading, the form's own message (a refusal, or an upstream failure's text, the same the
 * popup shows) and a list of what to fix, each a link to its field's control. It takes the
 * focus when it appears: with JavaScript through an effect when a new action result (or a new
 * failure) arrives, without it through the `autofocus` attribute of the server's HTML.
 */
import { useEffect, useRef } from "react";
import type { FormField } from "~/components/form-result";
import { popupText, saysUpstreamFailed } from "~/site/error-popup";
import { useFlash } from "~/components/flash";
import { fillNodes } from "~/components/fill-nodes";
import { useT } from "~/i18n/use-t";
import { MessageText } from "~/components/message-text";
import { useSupportLine } from "~/components/support-line";

export type SummaryError = {
  /** The id of the control the link moves to (the first control of a group). */
  id: string;
  message: string;
};

/** A field of the reply (formFields), linked to the control of its name unless `id` says another. */
type SummaryField = Pick<FormField, "name" | "error"> & { id?: string };

/** The messages of these fields, in their order, ready for the summary: `summaryErrors([fields.phone, { ...fields.slot, id: "slot-10" }])`. */
export function summaryErrors(fields: readonly SummaryField[]): SummaryError[] {
  return fields.flatMap(({ name, id = name, error }) => (error ? [{ id, message: error }] : []));
}

/**
 * The failure the page was sent back with after an action's upstream call failed (the flash's
 * popup, app/components/flash.ts), as the popup words it; null on any other page.
 */
function useFlashedFailure(): { id: string; text: string } | null {
  const { formFailure } = useFlash();
  return formFailure && { id: formFailure.id, text: popupText(formFailure.message) };
}

type Props = {
  /** The summary's id (its heading is `{id}-title`). */
  id: string;
  /** What to fix, each linked to its control. */
  errors?: SummaryError[];
  /** The form's own message: a refusal or an upstream failure's text. */
  message?: string | null;
  /** Whether the page's flashed upstream failure belongs to this form (the page's only form: yes). */
  flashed?: boolean;
  /** The action result this summary shows: a new one moves the focus to the summary again. */
  result?: unknown;
};

export function ErrorSummary({ id, errors = [], message, flashed = true, result }: Props) {
  const t = useT();
  const support = useSupportLine();
  const failure = useFlashedFailure();
  const formMessage = message || (flashed ? failure?.text : null) || null;
  const shown = errors.length > 0 || formMessage !== null;
  const ref = useRef<HTMLDivElement>(null);
  const failureId = flashed ? failure?.id : undefined;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, result, failureId, formMessage]);
  if (!shown) return null;
  return (
    <div
      className="error-summary"
      role="group"
      id={id}
      ref={ref}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the summary of a refused form is where the visitor must start (decision 026)
      autoFocus
      aria-labelledby={`${id}-title`}
      data-testid="error-summary"
    >
      <h2 className="error-summary__title" id={`${id}-title`}>
        {t("There is a problem")}
      </h2>
      {formMessage && (
        <p className="error-summary__message" role="alert">
          <MessageText text={formMessage} />
        </p>
      )}
      {errors.length > 0 && (
        <ul className="error-summary__list">
          {errors.map((error) => (
            <li key={error.id}>
              <a
                href={`#${error.id}`}
                onClick={(event) => {
                  // With JavaScript the link moves the focus itself (a fragment link only scrolls to a control); without it the browser follows the fragment.
                  const control = document.getElementById(error.id);
                  if (!control) return;
                  event.preventDefault();
                  control.focus();
                }}
              >
                <MessageText text={error.message} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {formMessage && saysUpstreamFailed(formMessage) && (
        // No dead end (decision 047): what was kept, and what to do, with the number to call (after the field links, so Tab reaches those first).
        <p className="error-summary__next" data-testid="failure-next">
          {fillNodes(
            t("What you typed is kept. Please try again in a minute, or call us free on {phone}, 9 am to 7 pm, Monday to Saturday."),
            {
              phone: (
                <a href={support.href} className="nowrap">
                  {support.phone}
                </a>
              ),
            },
          )}
        </p>
      )}
    </div>
  );
}
