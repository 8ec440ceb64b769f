/**
 * The content proxies (/lp/api/getStrapiData, getStrapiDataV2, getFaqData; requirements §7 "Proxy GETs
 * ... with a page query"; §8 "Proxy content failures return the error as a result").
 *
 * Every answer is JSON in one envelope:
 * - 200 `{ data, error: null }`: the content;
 * - 200 `{ data: null, error: { message, status, kind } }`: the CMS failed (kind http, timeout,
 *   network or contract; status is the CMS's HTTP status or null) or has no such page (kind
 *   not_found, status 404). A failure is a result, not a failed response;
 * - 400 `{ data: null, error: { message, status: 400, kind: "bad_request" } }`: our own input
 *   check refused the query (a missing or malformed page, an unknown city or language).
 */
import { parsePageName } from "~/content/page-name";
import { cityBySlug } from "~/content/seo-pages";
import { slugify } from "~/content/slug";
import { personMessage } from "~/platform/person-message";
import { errorText, log } from "~/platform/log.server";
import { UpstreamError } from "~/upstream/http.server";
import type { City } from "~/upstream/schemas/cities";

export type ProxyErrorKind = "not_found" | "bad_request" | UpstreamError["kind"];
export type ProxyError = { message: string; status: number | null; kind: ProxyErrorKind };
export type ProxyBody<T> = { data: T; error: null } | { data: null; error: ProxyError };

/** Content the same for everyone: shared caches may keep it for a minute and serve it stale for a day while they refresh. */
export const PUBLIC_CONTENT = "public, max-age=60, stale-while-revalidate=86400";
/** Content of one visitor (their language, session and address). */
export const PRIVATE_CONTENT = "private, max-age=60";
const NO_STORE = "no-store";
/** What a failure says when the CMS's own message is not one for a person (a trace, SQL, an address). */
export const CONTENT_UNAVAILABLE = "We could not read this content just now. Please try again.";

export function proxyData<T>(data: T, cacheControl: string, headers: Record<string, string> = {}): Response {
  return Response.json({ data, error: null } satisfies ProxyBody<T>, { headers: { "Cache-Control": cacheControl, ...headers } });
}

/** A CMS failure, answered as a result (HTTP 200) and never cached. */
export function proxyFailure(route: string, failure: unknown, headers: Record<string, string> = {}): Response {
  const error: ProxyError =
    failure instanceof UpstreamError
      ? {
          message: personMessage(failure.responseMessage ?? failure.message) ?? CONTENT_UNAVAILABLE,
          status: failure.status ?? null,
          kind: failure.kind,
        }
      : { message: CONTENT_UNAVAILABLE, status: null, kind: "network" };
  if (!(failure instanceof UpstreamError)) log.error("content_proxy.failed", { route, error: errorText(failure) });
  return Response.json({ data: null, error } satisfies ProxyBody<never>, { headers: { "Cache-Control": NO_STORE, ...headers } });
}

export function proxyNotFound(message: string, headers: Record<string, string> = {}): Response {
  const body: ProxyBody<never> = { data: null, error: { message, status: 404, kind: "not_found" } };
  return Response.json(body, { headers: { "Cache-Control": NO_STORE, ...headers } });
}

export function badRequest(message: string): Response {
  const body: ProxyBody<never> = { data: null, error: { message, status: 400, kind: "bad_request" } };
  return Response.json(body, { status: 400, headers: { "Cache-Control": NO_STORE } });
}

/** The `page` query, or a thrown 400 naming what is wrong with it. */
export function requirePageName(url: URL): string {
  const page = parsePageName(url.searchParams.get("page"));
  if (!page.ok) throw badRequest(page.message);
  return page.pathName;
}

const MAX_CITY_QUERY_LENGTH = 60;

/**
 * The `city` query as a listed city: its name ("Navi Mumbai", any case) or its slug
 * ("navi-mumbai"). Null without the query; a thrown 400 for anything else.
 */
export function cityFromQuery(url: URL, cities: readonly City[]): City | null {
  const asked = url.searchParams.get("city")?.trim();
  if (asked === undefined || asked === "") return null;
  const city = asked.length <= MAX_CITY_QUERY_LENGTH ? cityBySlug(cities, slugify(asked)) : null;
  if (!city)
    throw badRequest(
      `Unknown city "${asked.slice(0, MAX_CITY_QUERY_LENGTH)}": give a city name such as Pune, or its slug such as navi-mumbai.`,
    );
  return city;
}
