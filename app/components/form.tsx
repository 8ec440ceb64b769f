// eslint-disable-next-line no-restricted-imports -- the one place Remix's Form is used
import { Form as RemixForm, useFormAction, type FormProps } from "@remix-run/react";
import { forwardRef } from "react";
import { echoedSearch } from "~/platform/echoed-search";

/**
 * Every form of the site (decision 031). Remix's <Form> without an `action` posts to the page's
 * own URL, its whole query string included, and writes that URL into the page: a query of 40
 * values of 1,000 characters (what the request gate lets through) became 120 KB of `action`
 * attribute on every page with a form. Here the query is kept as Remix would keep it while it is
 * as short as a link of ours (echoedSearch, as the links back to the page do), and left off when
 * it is longer: the form then posts to the page itself. ESLint sends every form through here.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...props }, ref) {
  return <RemixForm ref={ref} action={boundedAction(useFormAction(action))} {...props} />;
});

/** A form's action with its query string only when a link of ours could carry it (Remix's `?index` always kept). */
export function boundedAction(action: string): string {
  const at = action.indexOf("?");
  if (at === -1) return action;
  const search = action.slice(at);
  if (echoedSearch(search) === search) return action;
  return new URLSearchParams(search).has("index") ? `${action.slice(0, at)}?index` : action.slice(0, at);
}
