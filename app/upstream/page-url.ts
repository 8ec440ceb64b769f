/**
 * The page-content query (requirements §2 "Page-content URL"): built from a page path name,
 * the language (default en), and optionally the city, the client IP and the session id.
 */
import type { PageQuery } from "~/upstream/schemas/content";

export const DEFAULT_LANGUAGE = "en";

export type PageContentInput = {
  /** A page path name such as "/gold-loan/pune" or "digital-journey". */
  pathName: string;
  lang?: string | null;
  city?: string | null;
  clientIp?: string | null;
  sessionId?: string | null;
};

/** "/gold-loan/pune/" -> "gold-loan/pune"; "" -> "home". */
export function urlNameOf(pathName: string): string {
  const trimmed = pathName.trim().replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "home" : trimmed;
}

export function pageContentQuery(input: PageContentInput): PageQuery {
  const query: PageQuery = { lang: input.lang?.trim() || DEFAULT_LANGUAGE, urlName: urlNameOf(input.pathName) };
  if (input.city?.trim()) query.city = input.city.trim();
  if (input.clientIp?.trim()) query.client_ip = input.clientIp.trim();
  if (input.sessionId?.trim()) query.sessionId = input.sessionId.trim();
  return query;
}

/** The path and query of the page-content call, relative to the content base. */
export function pageContentPath(input: PageContentInput): string {
  return `api/v1/strapi/pages/v2?${new URLSearchParams(pageContentQuery(input)).toString()}`;
}
