/**
 * Landing attribution (spec §2): the query parameters of the landing URL, with UTM keys
 * renamed to camelCase. Stored once per session (first touch) and sent with the lead.
 */

export type Attribution = {
  utmCampaign?: string;
  utmSource?: string;
  utmMedium?: string;
  gclid?: string;
  /** r_city is underscore-separated: city name second, city id third (e.g. "gl_pune_12"). */
  rCity?: { name: string; id: number };
  isSkipGsheet?: boolean;
  webView?: boolean;
  /** Where the visitor entered the site: the organic home page or a landing page. */
  entry: "home" | "landing";
  /** The landing URL (path and query) for unbounceUrl. */
  landingUrl: string;
};

export const LEAD_SOURCE = {
  organicHome: "Organic_Website_HomePage",
  paidDigitalJourney: "Paid_LP_DigitalJourney",
} as const;

/** utm_campaign -> utmCampaign */
export function camelCaseKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const UTM_KEYS = ["utm_campaign", "utm_source", "utm_medium"] as const;
export const MAX_LANDING_URL_LENGTH = 300;

export function parseRCity(value: string | null): Attribution["rCity"] {
  if (!value) return undefined;
  const parts = value.split("_");
  const name = parts[1]?.trim();
  const idText = parts[2]?.trim() ?? "";
  const id = Number(idText);
  if (!name || !/^-?\d+$/.test(idText) || !Number.isInteger(id)) return undefined;
  return { name, id };
}

/** A yes/no query parameter: "true", "1" or "yes" (any case) is true, anything else false, absent undefined. */
export function parseFlag(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  return ["true", "1", "yes"].includes(value.trim().toLowerCase());
}

/** Reads the attribution of a landing URL. */
export function readAttribution(url: URL, entry: Attribution["entry"]): Attribution {
  const params = url.searchParams;
  // Capped: the session cookie must stay under 4 KB, and ad URLs can be 2 KB long.
  const attribution: Attribution = { entry, landingUrl: `${url.pathname}${url.search}`.slice(0, MAX_LANDING_URL_LENGTH) };
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) (attribution as Record<string, unknown>)[camelCaseKey(key)] = value.slice(0, 200);
  }
  const gclid = params.get("gclid")?.trim();
  if (gclid) attribution.gclid = gclid.slice(0, 200);
  const rCity = parseRCity(params.get("r_city"));
  if (rCity) attribution.rCity = rCity;
  const isSkipGsheet = parseFlag(params.get("is_skip_gsheet"));
  if (isSkipGsheet !== undefined) attribution.isSkipGsheet = isSkipGsheet;
  const webView = parseFlag(params.get("webView"));
  if (webView !== undefined) attribution.webView = webView;
  return attribution;
}

export function leadSource(attribution: Pick<Attribution, "entry"> | undefined): string {
  return attribution?.entry === "home" ? LEAD_SOURCE.organicHome : LEAD_SOURCE.paidDigitalJourney;
}
