/**
 * The `page` query of the content proxies (/lp/api/getStrapiData, getStrapiDataV2,
 * getFaqData): a page path name such as "gold-loan/pune" or "/digital-journey". Bounded and
 * limited to path characters, so it can neither smuggle a query into the CMS call nor grow
 * without end. Pure code.
 */

export const MAX_PAGE_NAME_LENGTH = 120;

/** Segments of letters, digits, "-" and "_", joined by single "/"; an optional leading and trailing "/". */
const PAGE_NAME = /^\/?(?:[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*)*\/?)?$/;

export type PageNameResult = { ok: true; pathName: string } | { ok: false; message: string };

export const PAGE_NAME_MESSAGES = {
  missing: 'The "page" query is required: a page path such as gold-loan/pune.',
  tooLong: `The "page" query is too long: at most ${MAX_PAGE_NAME_LENGTH} characters.`,
  invalid: 'The "page" query must be a page path of letters, digits, "-" and "_" separated by "/", such as gold-loan/pune.',
} as const;

export function parsePageName(value: string | null | undefined): PageNameResult {
  const pathName = value?.trim() ?? "";
  if (pathName === "") return { ok: false, message: PAGE_NAME_MESSAGES.missing };
  if (pathName.length > MAX_PAGE_NAME_LENGTH) return { ok: false, message: PAGE_NAME_MESSAGES.tooLong };
  if (!PAGE_NAME.test(pathName)) return { ok: false, message: PAGE_NAME_MESSAGES.invalid };
  return { ok: true, pathName };
}
