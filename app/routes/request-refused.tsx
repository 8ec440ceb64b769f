import { data, type ActionFunctionArgs } from "@remix-run/node";
import { messagesFor } from "~/i18n/catalogue.server";
import { readLanguage } from "~/i18n/language.server";
import type { RefusalData } from "~/platform/refusal";

/**
 * The page of a request the request gate refused (server/request-gate.ts: cross-site, too
 * large, not a form). The server hands Remix a request for this route with the refusal in the
 * load context; its action throws it, and the root ErrorBoundary shows the sentence with the
 * refusal's status. Opened any other way, it does not exist.
 */
export function loader(): never {
  throw new Response("Not found", { status: 404 });
}

export async function action({ context, request }: ActionFunctionArgs): Promise<never> {
  if (!context.refusal) throw new Response("Not found", { status: 404 });
  // No loader runs for the error page of an action, so the refusal carries the visitor's language and the page's words (decision 028).
  const { lang } = await readLanguage(request);
  const refusal: RefusalData = { refusal: context.refusal.message, lang, i18n: messagesFor(lang, ["chrome"]) };
  throw data(refusal, { status: context.refusal.status });
}

/** Never shown: the action always throws, and the root ErrorBoundary renders the page. */
export default function RequestRefused() {
  return null;
}
