import type { ActionFunctionArgs } from "@remix-run/node";
import { allowClickReport } from "~/platform/rate-limit.server";
import { clientAddressOf } from "~/platform/request.server";
import * as z from "zod";
import { captureClick } from "~/site/analytics.server";
// eslint-disable-next-line no-restricted-imports -- a click report from the page's script (204, no page of its own), not a form
import { readForm } from "~/site/form.server";

/** What app/components/click-capture.ts reports. */
const ClickReportSchema = z.object({
  page: z.string().max(2000),
  tag: z.string(),
  href: z.string().max(2000).optional(),
  label: z.string().optional(),
});

/**
 * POST /lp/api/click: the browser's report of a click on an autocapture page
 * (app/components/click-capture.ts, sent with navigator.sendBeacon as a urlencoded form:
 * `page`, `tag`, `href`, `label`). Captured for analytics when the page is in scope
 * (app/site/analytics.server.ts `captureClick`); always answers 204, with nothing to read. A
 * body that is not a form (JSON, which the gate lets through to /lp/api/) is ignored, and so are
 * reports past 300 per client address in ten minutes (app/platform/rate-limit.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // A report that is not a form of this shape is dropped (readForm's refusal is a page nobody reads),
  // and so is one past the address's budget: analytics is never worth a refusal the browser would show.
  const report = await readForm(request, ClickReportSchema).catch(() => null);
  if (report && (await allowClickReport(clientAddressOf(context))).allowed) captureClick(request, report.form);
  return new Response(null, { status: 204 });
}
