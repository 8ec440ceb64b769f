import type { ActionFunctionArgs } from "@remix-run/node";
import { captureClick } from "~/site/analytics.server";

/**
 * POST /lp/api/click: the browser's report of a click on an autocapture page
 * (app/components/click-capture.ts, sent with navigator.sendBeacon as a urlencoded form:
 * `page`, `tag`, `href`, `label`). Captured for analytics when the page is in scope
 * (app/site/analytics.server.ts `captureClick`); always answers 204, with nothing to read. A
 * body that is not a form (JSON, which the gate lets through to /lp/api/) is ignored.
 */
export async function action({ request }: ActionFunctionArgs) {
  const report = await request.formData().catch(() => null);
  if (report) captureClick(request, report);
  return new Response(null, { status: 204 });
}
