/**
 * PostHog analytics, server-side (requirements §2, §9; requirements §A9). Nothing here may slow or
 * fail a page: a capture returns at once, the event is sent in the background by posthog-node
 * (gzip, POST {host}/batch/) with a timeout of UPSTREAM_TIMEOUT_MS for headers and body together
 * and the upstream body cap (through boundedFetch, as every upstream call) and one retry, and a
 * failure is only a log line. At most MAX_PENDING sends are in flight; beyond that an event is dropped
 * with a log line.
 *
 * Server-side "autocapture" (`captureInteraction`): the interactions that reach the server on
 * the autocapture pages (analyticsScope) are form submissions. Each becomes an `$autocapture`
 * event with `$event_type: "submit"`, the page path, the form's field NAMES and its `intent`;
 * never a value (phone, e-mail, OTP, PAN, token). GET navigations are page views: page views,
 * page leaves and recordings are off, so they are never captured.
 *
 * Clicks (`captureClick`): the browser reports a click on a link or on a button that does not
 * submit a form (app/components/click-capture.ts, POST /lp/api/click) on the autocapture pages;
 * it becomes an `$autocapture` event with `$event_type: "click"`: the page, the element's kind,
 * where a link goes (a path of the site, another site's host) and its label unless that could
 * be personal data. JavaScript only; a page without a form (the gold card page) is captured so.
 *
 * Projects: /personal-loans/ pages use POSTHOG_PERSONAL_LOANS_API_KEY, all others
 * POSTHOG_API_KEY; one posthog-node client per key, created at its first event. A project
 * without a key sends nothing (logged once).
 *
 * Distinct id: the visitor's `flagsmithIdentity` cookie (the id the feature flags use too), so a
 * visitor's events and flag variations line up. Without the cookie the event is anonymous
 * (posthog-node gives it a random id and no person profile).
 */
import { PostHog } from "posthog-node";
import { boundedFetch } from "~/platform/bounded-fetch.server";
import type { ReadFields } from "~/site/form.server";
import { env } from "~/platform/env.server";
import {
  analyticsScope,
  clickProperties,
  formFieldNames,
  interactionProperties,
  linkTarget,
  pagePath,
  pageProperties,
  safeIntent,
  safeLabel,
  type AnalyticsProject,
} from "~/site/analytics-scope";
import { readFlagIdentity } from "~/site/flag-identity.server";
import { errorText, log } from "~/platform/log.server";
import { tracedFetch } from "~/platform/telemetry.server";

/** Sends in flight beyond which new events are dropped (bounded memory when PostHog is slow). */
export const MAX_PENDING = 100;
const NO_BODY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const clients = new Map<AnalyticsProject, PostHog | null>();
const pending = new Set<Promise<void>>();

function apiKey(project: AnalyticsProject): string | undefined {
  const { posthog } = env();
  return project === "personal-loans" ? posthog.personalLoansApiKey : posthog.apiKey;
}

function client(project: AnalyticsProject): PostHog | null {
  if (clients.has(project)) return clients.get(project)!;
  const key = apiKey(project)?.trim();
  let created: PostHog | null = null;
  if (!key) {
    log.warn("analytics.disabled", { project, error: `No PostHog API key for the ${project} project` });
  } else {
    created = new PostHog(key, {
      host: env().posthog.host,
      // Events are sent one by one with captureImmediate: nothing waits in a queue, so no
      // background flush (whose failures posthog-node reports with console.error) ever runs.
      flushAt: 1,
      flushInterval: 0,
      requestTimeout: env().UPSTREAM_TIMEOUT_MS,
      fetch: tracedFetch("posthog", boundedFetch({ timeoutMs: env().UPSTREAM_TIMEOUT_MS })),
      fetchRetryCount: 1,
      fetchRetryDelay: 200,
      disableGeoip: true,
      enableExceptionAutocapture: false,
    });
    created.on("error", (error: unknown) => log.warn("analytics.send_failed", { project, error: errorText(error) }));
  }
  clients.set(project, created);
  return created;
}

type EventToSend = { event: string; distinctId: string | null; properties: Record<string, unknown> };

/** Sends an event in the background (after the current request's work); never throws. */
function send(project: AnalyticsProject, build: () => Promise<EventToSend>): void {
  const posthog = client(project);
  if (!posthog) return;
  if (pending.size >= MAX_PENDING) {
    log.warn("analytics.dropped", { project, pending: pending.size });
    return;
  }
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(build)
    .then(({ event, distinctId, properties }) => posthog.captureImmediate({ event, properties, ...(distinctId ? { distinctId } : {}) }))
    .catch((error: unknown) => log.warn("analytics.capture_failed", { project, error: errorText(error) }))
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** The visitor's distinct id: the flag identity cookie, or null (anonymous). */
function distinctIdOf(request: Request): Promise<string | null> {
  return readFlagIdentity(request.headers.get("cookie"));
}

/**
 * Captures a form submission (any request but GET/HEAD/OPTIONS) on an autocapture page as
 * PostHog's `$autocapture` submit event; does nothing elsewhere. Returns at once.
 *
 * `form`: the submitted form as the form reader took it (app/site/form.server.ts: the schema's
 * names only), which the form pipeline (app/site/form-action.server.ts) gives for every action;
 * the body is never read a second time. A post the pipeline refused before reading it (a guard's
 * redirect) has no field names.
 */
export function captureInteraction(request: Request, response: { status: number }, form: ReadFields | null = null): void {
  try {
    const method = request.method.toUpperCase();
    if (NO_BODY_METHODS.has(method)) return;
    const url = new URL(request.url);
    const pathname = pagePath(url.pathname);
    const scope = analyticsScope(pathname);
    if (!scope?.autocapture) return;
    const distinctId = distinctIdOf(request);
    send(scope.project, async () => {
      return {
        event: "$autocapture",
        distinctId: await distinctId,
        properties: interactionProperties({
          origin: url.origin,
          pathname,
          method,
          status: response.status,
          fieldNames: form ? formFieldNames(form.entries()) : [],
          intent: safeIntent(form?.get("intent")),
        }),
      };
    });
  } catch (error) {
    log.warn("analytics.capture_failed", { error: errorText(error) });
  }
}

/** The longest label read from a click report (it is cut to 60 characters anyway). */
const MAX_LABEL_READ = 200;

/**
 * Captures a click the browser reported (POST /lp/api/click: `page`, `tag`, `href`, `label`)
 * as PostHog's `$autocapture` click event, when `page` is an autocapture page; anything else
 * is ignored. Returns at once.
 */
export function captureClick(request: Request, report: FormData): void {
  try {
    const { origin } = new URL(request.url);
    const page = report.get("page");
    const tag = report.get("tag");
    if (typeof page !== "string" || !page.startsWith("/") || (tag !== "a" && tag !== "button")) return;
    const pathname = pagePath(new URL(page, origin).pathname);
    const scope = analyticsScope(pathname);
    if (!scope?.autocapture) return;
    const href = report.get("href");
    const label = report.get("label");
    const click = {
      origin,
      pathname,
      tag,
      target: tag === "a" && typeof href === "string" ? linkTarget(href, origin) : null,
      label: typeof label === "string" ? safeLabel(label.slice(0, MAX_LABEL_READ)) : null,
    } as const;
    const distinctId = distinctIdOf(request);
    send(scope.project, async () => ({ event: "$autocapture", distinctId: await distinctId, properties: clickProperties(click) }));
  } catch (error) {
    log.warn("analytics.capture_failed", { error: errorText(error) });
  }
}

/**
 * An explicit event (what posthog.capture does in page code) for the request's page, sent to
 * that page's project: the personal-loans project on /personal-loans/ pages. Not limited to
 * the autocapture pages; nothing for what is not a page. The caller must not put personal
 * data (phone, e-mail, OTP, PAN, token) in `properties`.
 */
export function captureEvent(request: Request, event: string, properties: Record<string, string | number | boolean | null> = {}): void {
  try {
    const url = new URL(request.url);
    const pathname = pagePath(url.pathname);
    const scope = analyticsScope(pathname);
    if (!scope) return;
    const distinctId = distinctIdOf(request);
    send(scope.project, async () => ({
      event,
      distinctId: await distinctId,
      properties: { ...properties, ...pageProperties(url.origin, pathname) },
    }));
  } catch (error) {
    log.warn("analytics.capture_failed", { error: errorText(error) });
  }
}

/** Waits for the events sent so far (tests; process exit). */
export async function settleAnalytics(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** For process exit: sends what is in flight, within `timeoutMs`, and closes the clients. */
export async function shutdownAnalytics(timeoutMs = 3_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
    timer.unref();
  });
  const running = [...clients.values()].filter((c): c is PostHog => c !== null);
  clients.clear();
  await Promise.race([settleAnalytics().then(() => Promise.allSettled(running.map((c) => c.shutdown(timeoutMs)))), deadline]);
  clearTimeout(timer);
}
