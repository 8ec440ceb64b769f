/**
 * Where PostHog analytics applies and what a captured interaction may say (requirements §2, §9;
 * requirements §A9). Pure code.
 *
 * - Autocapture only on /lp/cards/ pages and /india/goldfd-card/93.
 * - /personal-loans/ pages belong to their own PostHog project (its own key); everything else
 *   to the main project.
 * - Page views, page leaves and session recording are off everywhere: nothing here ever
 *   produces a $pageview or $pageleave.
 * - An interaction carries the form's field NAMES, never their values; the only value kept is
 *   the form's `intent` (a button value such as "send"), and only when it looks like one.
 * - A click (on a link or a button that does not submit a form: a submission is captured by the
 *   server) carries the element's kind, where a link goes (a path of the site, or only the other
 *   site's host or the scheme) and its visible label, unless the label could be personal data.
 */

export type AnalyticsProject = "main" | "personal-loans";

export type AnalyticsScope = { project: AnalyticsProject; autocapture: boolean };

/**
 * The page a URL path belongs to: single fetch's data requests name their page with a
 * `.data` suffix (`/lp/cards/consent.data`), and the home page's is `/_root.data`. A trailing
 * slash is dropped (but "/" stays).
 */
export function pagePath(urlPathname: string): string {
  let path = urlPathname;
  if (path === "/_root.data") return "/";
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** Paths that are not pages: build output, static files, the health check, the app's own APIs. */
const NOT_A_PAGE = /^\/(?:build|assets|fonts|__manifest|healthcheck|lp\/api)(?:\/|$)/;
/** A last segment with a file extension (favicon.ico, robots.txt, sitemap.xml, app.js...). */
const FILE = /\/[^/]*\.[a-z0-9]{1,8}$/;

/**
 * The analytics scope of a page path (see `pagePath`), or null for what is not a page.
 * Route matching is case-insensitive, so this is too.
 */
export function analyticsScope(pathname: string): AnalyticsScope | null {
  const path = pagePath(pathname).toLowerCase();
  if (!path.startsWith("/") || NOT_A_PAGE.test(path) || FILE.test(path)) return null;
  if (path === "/personal-loans" || path.startsWith("/personal-loans/")) return { project: "personal-loans", autocapture: false };
  const autocapture = path === "/lp/cards" || path.startsWith("/lp/cards/") || path === "/india/goldfd-card/93";
  return { project: "main", autocapture };
}

const FIELD_NAME = /^[A-Za-z_$][\w$.[\]-]{0,63}$/;
const MAX_FIELDS = 50;

/** The names of a form's fields: sorted, each once, only name-like ones, at most 50. Values are never read. */
export function formFieldNames(entries: Iterable<readonly [string, unknown]>): string[] {
  const names = new Set<string>();
  for (const [name] of entries) if (FIELD_NAME.test(name)) names.add(name);
  return [...names].sort().slice(0, MAX_FIELDS);
}

/**
 * The form's intent when it is a short word ("send", "verify", "claim-reward"), else null: a
 * value that could be typed data (digits such as an OTP or a phone number, spaces, @) is dropped.
 */
export function safeIntent(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return /^[A-Za-z][A-Za-z_-]{0,39}$/.test(value) ? value : null;
}

export type Interaction = {
  /** The site's origin (scheme, host, port). */
  origin: string;
  /** The page path (see `pagePath`); never the query string. */
  pathname: string;
  method: string;
  /** The answer's HTTP status. */
  status: number;
  fieldNames: readonly string[];
  intent: string | null;
};

/** The page properties of every event: the page's URL (never its query string), host and path. */
export function pageProperties(origin: string, pathname: string): { $current_url: string; $host: string; $pathname: string } {
  return { $current_url: `${origin}${pathname}`, $host: new URL(origin).host, $pathname: pathname };
}

/** The properties of the `$autocapture` event of a form submission (PostHog's `$event_type: "submit"`). */
export function interactionProperties(interaction: Interaction): Record<string, string | number | string[]> {
  return {
    $event_type: "submit",
    ...pageProperties(interaction.origin, interaction.pathname),
    form_method: interaction.method.toUpperCase(),
    form_fields: [...interaction.fieldNames],
    ...(interaction.intent ? { intent: interaction.intent } : {}),
    response_status: interaction.status,
  };
}

/** What the browser reports of a click on an autocapture page (app/components/click-capture.ts). */
export type Click = {
  /** The site's origin (scheme, host, port). */
  origin: string;
  /** The page path (see `pagePath`). */
  pathname: string;
  tag: "a" | "button";
  /** Where a link goes (see `linkTarget`); null for a button. */
  target: string | null;
  /** The element's label (see `safeLabel`); null when unknown or dropped. */
  label: string | null;
};

/**
 * Where a link goes, as analytics may keep it: a path of this site without the query string or
 * fragment, only the host of another site, only the scheme of anything else (tel:, mailto:).
 * Null for what is not a URL.
 */
export function linkTarget(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin === new URL(origin).origin) return pagePath(url.pathname);
  if (url.protocol === "http:" || url.protocol === "https:") return url.host;
  return url.protocol;
}

/**
 * What no label worth keeping holds: a digit of any script (a phone, an OTP, an amount, a card
 * number, in Devanagari `९८७६` or full-width `９８７６` as well as `9876`), an @ (an e-mail
 * address), or a token's shape (a run of 20 letters, digits and `-_+/=.` without a space, or
 * three dot-separated parts as a JWT has).
 */
const NOT_A_LABEL = /\p{Nd}|[@＠]|[\p{L}\p{N}_+/=.-]{20,}|[\w-]+\.[\w-]+\.[\w-]+/u;

/**
 * An element's visible text as a label: white space collapsed, at most 60 characters. Dropped
 * (null) when it could be personal data (NOT_A_LABEL) or is empty.
 */
export function safeLabel(text: string | null | undefined): string | null {
  const label = (text ?? "").normalize("NFKC").replace(/\s+/g, " ").trim();
  if (label === "" || NOT_A_LABEL.test(label)) return null;
  return label.length > 60 ? `${label.slice(0, 59)}…` : label;
}

/** The properties of the `$autocapture` event of a click (PostHog's `$event_type: "click"`). */
export function clickProperties(click: Click): Record<string, string> {
  return {
    $event_type: "click",
    ...pageProperties(click.origin, click.pathname),
    tag_name: click.tag,
    ...(click.target ? { link_target: click.target } : {}),
    ...(click.label ? { $el_text: click.label } : {}),
  };
}
