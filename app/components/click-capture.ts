import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { analyticsScope } from "~/site/analytics-scope";

/** Where the browser reports a click (app/routes/lp_.api.click.ts). */
const CLICK_REPORT_PATH = "/lp/api/click";

/**
 * Analytics autocapture of clicks (requirements §9: only on /lp/cards/ pages and /india/goldfd-card/93;
 * docs/flags-and-analytics.md). On those pages a click on a link, or on a button that does not
 * submit a form (a submission is captured by the server, with or without JavaScript), is
 * reported with navigator.sendBeacon, which outlives the navigation the click starts. The
 * server keeps only what may be kept (no query string, no label that could be personal data).
 * No page views, page leaves or recordings. JavaScript only.
 */
export function useClickCapture() {
  const { pathname } = useLocation();
  const inScope = analyticsScope(pathname)?.autocapture === true;

  useEffect(() => {
    if (!inScope) return;
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target.closest("a[href], button") : null;
      if (!element || (element instanceof HTMLButtonElement && element.type === "submit" && element.form)) return;
      const report = new URLSearchParams({ page: window.location.pathname, tag: element.tagName.toLowerCase() });
      if (element instanceof HTMLAnchorElement) report.set("href", element.href);
      const label = element.getAttribute("aria-label") ?? element.textContent;
      if (label) report.set("label", label.slice(0, 200));
      navigator.sendBeacon?.(CLICK_REPORT_PATH, report);
    };
    // Capture phase: a link's own handler (client-side navigation) cannot keep the report from going.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [inScope]);
}
