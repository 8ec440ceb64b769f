/**
 * Landing attribution (requirements §2): the query parameters of the landing URL, with UTM keys
 * renamed to camelCase. Stored once per session (first touch) and sent with the lead.
 * Everything here comes from a URL anyone can write: each text is cut by UTF-8 bytes
 * (ATTRIBUTION_TEXT_BYTES) so that the session cookie stays under 4 KB (requirements §A7).
 */
import { cutToBytes } from "~/platform/bytes";
import { ATTRIBUTION_TEXT_BYTES } from "~/platform/session-budgets";
import { parseFlag } from "~/platform/query-flag";

export type Attribution = {
  utmCampaign?: string;
  utmSource?: string;
  utmMedium?: string;
  gclid?: string;
  /** Facebook's click id (requirements §3 lead field fbclid), read like gclid. */
  fbclid?: string;
  /** A landing page's own id of the lead (`ext_lead_id`, requirements §3 session-held lead data; decision 038), read like gclid. */
  extLeadId?: string;
  /** r_city is underscore-separated: city name second, city id third (e.g. "gl_pune_12"). */
  rCity?: { name: string; id: number };
  isSkipGsheet?: boolean;
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

export function parseRCity(value: string | null): Attribution["rCity"] {
  if (!value) return undefined;
  const parts = value.split("_");
  const name = cutToBytes(parts[1]?.trim() ?? "", ATTRIBUTION_TEXT_BYTES.cityName);
  const idText = parts[2]?.trim() ?? "";
  const id = Number(idText);
  if (!name || !/^-?\d+$/.test(idText) || !Number.isInteger(id)) return undefined;
  return { name, id };
}

/**
 * A URL is %-escaped ASCII, so a cut can end inside an escape ("%E0%A4") or inside the escapes
 * of one character ("%E0%A4%95" is क): those ends are dropped, and the rest still decodes.
 */
function withoutBrokenEscape(url: string): string {
  const trimmed = url.replace(/%[0-9A-Fa-f]?$/, "");
  const escapes = /(?:%[0-9A-Fa-f]{2})+$/.exec(trimmed)?.[0];
  if (!escapes) return trimmed;
  const bytes = escapes
    .slice(1)
    .split("%")
    .map((hex) => parseInt(hex, 16));
  let whole = 0;
  while (whole < bytes.length) {
    const lead = bytes[whole]!;
    const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
    if (whole + length > bytes.length) break;
    whole += length;
  }
  return trimmed.slice(0, trimmed.length - (bytes.length - whole) * 3);
}

/**
 * An ad platform's click id (gclid, fbclid): visible ASCII without spaces, as Google and
 * Facebook write them. Anything else (spaces, control characters, other scripts) is not a click
 * id and is left out; a long one is cut to its byte budget.
 */
function readClickId(value: string | null, maxBytes: number): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !/^[\x21-\x7E]+$/.test(trimmed)) return undefined;
  return cutToBytes(trimmed, maxBytes);
}

/** Reads the attribution of a landing URL. */
export function readAttribution(url: URL, entry: Attribution["entry"]): Attribution {
  const params = url.searchParams;
  const landingUrl = withoutBrokenEscape(cutToBytes(`${url.pathname}${url.search}`, ATTRIBUTION_TEXT_BYTES.landingUrl));
  const attribution: Attribution = { entry, landingUrl };
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) (attribution as Record<string, unknown>)[camelCaseKey(key)] = cutToBytes(value, ATTRIBUTION_TEXT_BYTES.utm);
  }
  const gclid = readClickId(params.get("gclid"), ATTRIBUTION_TEXT_BYTES.gclid);
  if (gclid) attribution.gclid = gclid;
  const fbclid = readClickId(params.get("fbclid"), ATTRIBUTION_TEXT_BYTES.fbclid);
  if (fbclid) attribution.fbclid = fbclid;
  const extLeadId = readClickId(params.get("ext_lead_id"), ATTRIBUTION_TEXT_BYTES.extLeadId);
  if (extLeadId) attribution.extLeadId = extLeadId;
  const rCity = parseRCity(params.get("r_city"));
  if (rCity) attribution.rCity = rCity;
  const isSkipGsheet = parseFlag(params.get("is_skip_gsheet"));
  if (isSkipGsheet !== undefined) attribution.isSkipGsheet = isSkipGsheet;
  return attribution;
}

export function leadSource(attribution: Pick<Attribution, "entry"> | undefined): string {
  return attribution?.entry === "home" ? LEAD_SOURCE.organicHome : LEAD_SOURCE.paidDigitalJourney;
}
