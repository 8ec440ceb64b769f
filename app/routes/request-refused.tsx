import type { ActionFunctionArgs } from "@remix-run/node";
import { refusalPage } from "~/i18n/errors.server";
import type { PageHandle } from "~/root";

/**
 * No scripts: the document answers a form of another URL (the browser shows that URL), so the
 * app could not hydrate it as this route's page; the page is a sentence and a link, whole without them.
 */
export const handle: PageHandle = { scripts: false };

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
  throw await refusalPage(request, context.refusal);
}

/** Never shown: the action always throws, and the root ErrorBoundary renders the page. */
export default function RequestRefused() {
  return null;
}
