import type { ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { captureClick } from "~/site/analytics.server";
import { readForm } from "~/site/form.server";

/** What app/components/click-capture.ts reports. */
const ClickReportSchema = z.object({ page: z.string().max(2000), tag: z.string(), href: z.string().max(2000).optional(), label: z.string().optional() });

/**
 * POST /lp/api/click: the browser's report of a click on an autocapture page
 * (app/components/click-capture.ts, sent with navigator.sendBeacon as a urlencoded form:
 * `page`, `tag`, `href`, `label`). Captured for analytics when the page is in scope
 * (app/site/analytics.server.ts `captureClick`); always answers 204, with nothing to read. A
 * body that is not a form (JSON, which the gate lets through to /lp/api/) is ignored.
 */
export async function action({ request }: ActionFunctionArgs) {
  // A report that is not a form of this shape is dropped (readForm's refusal is a page nobody reads).
  const report = await readForm(request, ClickReportSchema).catch(() => null);
  if (report) captureClick(request, report.form);
  return new Response(null, { status: 204 });
}
