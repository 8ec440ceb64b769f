import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/cards/auth.server";
import { getSession } from "~/platform/session.server";
import { withInteractionCapture } from "~/site/analytics.server";

/** POST: the cardholder signs out (to /india/goldfd-card/93, or login-expire in the webview). GET goes back to the card pages. */
/** Each submission is also captured for analytics (in scope on these pages; field names only). */
export function action(args: ActionFunctionArgs) {
  return withInteractionCapture(submit)(args);
}

async function submit({ request }: ActionFunctionArgs) {
  return signOut(request, await getSession(request), "signed-out");
}

export function loader() {
  return redirect("/lp/cards/limits");
}
