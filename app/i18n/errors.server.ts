/**
 * A refusal's words ride with the refusal (decision 028): they are not on every page's root data,
 * only in the refused request's page. The root's ErrorBoundary reads them from the error
 * (app/i18n/use-t.ts). (The not-found page's few words are in "chrome": a 404 comes from many
 * loaders, all under the root's, which sends them.)
 */
import { data } from "@remix-run/node";
import { messageRefs } from "~/i18n/catalogue.server";
import { readLanguage } from "~/i18n/language.server";
import type { MessageRefs } from "~/i18n/registry";

/** What an error page's response carries besides its status. */
export type ErrorPageData = { lang: string; i18n: MessageRefs; refusal?: string };

/**
 * A refusal of the request gate, thrown by an action (no loader runs for its page, so it carries
 * what every page shows as well).
 */
export async function refusalPage(
  request: Request,
  refusal: { message: string; status: number },
): Promise<ReturnType<typeof data<ErrorPageData>>> {
  const { lang } = await readLanguage(request);
  return data({ lang, i18n: messageRefs(lang, ["chrome", "places", "errors"]), refusal: refusal.message }, { status: refusal.status });
}
