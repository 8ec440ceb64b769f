import { data, type ActionFunctionArgs } from "@remix-run/node";

/**
 * The page of a request the request gate refused (server/request-gate.ts: cross-site, too
 * large, not a form). The server hands Remix a request for this route with the refusal in the
 * load context; its action throws it, and the root ErrorBoundary shows the sentence with the
 * refusal's status. Opened any other way, it does not exist.
 */
export function loader(): never {
  throw new Response("Not found", { status: 404 });
}

export function action({ context }: ActionFunctionArgs): never {
  if (!context.refusal) throw new Response("Not found", { status: 404 });
  throw data(context.refusal.message, { status: context.refusal.status });
}

/** Never shown: the action always throws, and the root ErrorBoundary renders the page. */
export default function RequestRefused() {
  return null;
}
