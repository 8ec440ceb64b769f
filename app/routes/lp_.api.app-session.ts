import type { ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { APP_SESSION_ID } from "~/site/android-bridge";
// eslint-disable-next-line no-restricted-imports -- a report from the page's script (204, no page of its own), not a form
import { readForm } from "~/site/form.server";
import { commitSession, getSession } from "~/platform/session.server";

const AppSessionSchema = z.object({ sessionId: z.string().regex(APP_SESSION_ID) });

/**
 * POST /lp/api/app-session: inside the Android app, the page's script sends the app's own session
 * id (the bridge's getSessionId, app/site/android-bridge.ts), and the site's events carry it from
 * then on, so the app's and the site's events join up. Only a session the app opened (webView)
 * takes it; a body that is not a form of this shape, or an id of another shape, changes nothing.
 * Always 204: the page has nothing to show for it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const report = await readForm(request, AppSessionSchema).catch(() => null);
  const session = await getSession(request);
  if (report?.submission.status !== "success" || !session.get("webView")) return new Response(null, { status: 204 });
  const id = report.submission.value.sessionId;
  if (session.get("sessionId") === id) return new Response(null, { status: 204 });
  session.set("sessionId", id);
  return new Response(null, { status: 204, headers: { "Set-Cookie": await commitSession(session) } });
}
