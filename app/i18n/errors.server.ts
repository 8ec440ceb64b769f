/**
 * The error pages' words ride with the error (decision 028): the not-found and refusal texts are
 * not on every page's root data, only in the 404 or the refusal that shows them. The root's
 * ErrorBoundary reads them from the error (app/i18n/use-t.ts).
 */
import { data } from "@remix-run/node";
import { messagesFor } from "~/i18n/catalogue.server";
import { readLanguage } from "~/i18n/language.server";
import type { Messages } from "~/i18n/translate";

/** What an error page's response carries besides its status. */
export type ErrorPageData = { lang: string; i18n: Messages; refusal?: string };

/** The 404 to throw from a loader or an action: the not-found page in the visitor's language. */
export async function notFound(request: Request, headers?: HeadersInit): Promise<ReturnType<typeof data<ErrorPageData>>> {
  const { lang } = await readLanguage(request);
  return data({ lang, i18n: messagesFor(lang, ["errors"]) }, { status: 404, headers });
}

/**
 * A refusal of the request gate, thrown by an action (no loader runs for its page, so it carries
 * what every page shows as well).
 */
export async function refusalPage(request: Request, refusal: { message: string; status: number }): Promise<ReturnType<typeof data<ErrorPageData>>> {
  const { lang } = await readLanguage(request);
  return data({ lang, i18n: messagesFor(lang, ["chrome", "errors"]), refusal: refusal.message }, { status: refusal.status });
}
