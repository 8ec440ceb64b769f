/**
 * The lead as the page holds it (requirements §3, snake_case as the old client kept it) and the
 * rules that turn it into the backend's lead model. Pure code: unit tests sit beside it.
 */
import type { LeadRequest } from "~/upstream/schemas/lead";
import { toE164 } from "~/journey/phone";

export type LoanType = "FRESH" | "TAKEOVER";
export const LOAN_TYPES: readonly LoanType[] = ["FRESH", "TAKEOVER"];
export const DEFAULT_LOAN_TYPE: LoanType = "FRESH";

export type LeadState = {
  phone?: string;
  unbounce_phone?: string;
  cityid?: number;
  city?: string;
  loan_amount?: number;
  google_address?: string;
  google_coordinates?: string;
  isOtpVerified?: boolean;
  quality?: string;
  cta_id?: number;
  goldWeight?: number;
  loanType?: string;
  lenderBranch?: { id?: string | number; name?: string; distance?: string | number };
  pincode?: string | number | null;
  source?: string;
  subSource?: string;
  timeStamp?: string;
  utmCampaign?: string;
  utmSource?: string;
  utmMedium?: string;
  utmContent?: string;
  gclid?: string;
  fbclid?: string;
  unbounceUrl?: string;
  is_skip_gsheet?: boolean;
  lead_id?: string;
  transactionId?: string;
  digitalJourney?: boolean;
  consentToCall?: boolean;
  /** A landing page's own id of this lead (attribution extLeadId): session-held, sent with the lead's events. */
  ext_lead_id?: string;
  name?: string;
  slot?: string;
  customParams?: { device_type: "mobile" | "desktop" };
  customParamsDB?: { sessionId?: string; browserFingerprintId?: string };
};

/** Requirements §5: a lead id that is empty or the text "null" counts as absent. */
export function validLeadId(leadId: string | null | undefined): string | undefined {
  if (leadId === null || leadId === undefined) return undefined;
  const trimmed = leadId.trim();
  return trimmed === "" || trimmed === "null" ? undefined : trimmed;
}

/** The lead's pincode as text, or undefined before one is given. */
export function leadPincode(lead: Pick<LeadState, "pincode">): string | undefined {
  return lead.pincode ? String(lead.pincode) : undefined;
}

/** Requirements §3: "1,234.5 km" -> 1234.5 (text before the first space, commas removed). */
export function parseDistance(distance: string | number | undefined): number | undefined {
  if (distance === undefined) return undefined;
  if (typeof distance === "number") return Number.isFinite(distance) ? distance : undefined;
  const value = Number(distance.trim().split(" ")[0]!.replace(/,/g, ""));
  return Number.isFinite(value) && distance.trim() !== "" ? value : undefined;
}

/** "FRESH" -> "Fresh" (loan type is shown capitalised). */
export function displayLoanType(loanType: string): string {
  const lower = loanType.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function pincodeOf(pincode: LeadState["pincode"]): string | null {
  if (pincode === undefined || pincode === null || String(pincode).trim() === "") return null;
  return String(pincode).trim();
}

function dropUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The renames of requirements §3 and the defaults of the lead model. Only lead-model fields are
 * returned: state the backend does not know (lead_id, transactionId, isOtpVerified as
 * such...) never leaves the site.
 */
export function toLeadRequest(state: LeadState): LeadRequest {
  // Requirements §3 "unbounce_phone becomes phone", but never over the phone the visitor typed and verified (docs/decisions/018).
  const phone = state.phone ?? state.unbounce_phone;
  if (!phone) throw new Error("A lead needs a phone number");
  const goldQuality = state.quality;
  const ctaId = state.cta_id;
  const hasGoldProduct = state.goldWeight !== undefined || goldQuality !== undefined || ctaId !== undefined;
  const lenderBranch = state.lenderBranch
    ? dropUndefined({
        id: state.lenderBranch.id,
        name: state.lenderBranch.name,
        distance: parseDistance(state.lenderBranch.distance),
      })
    : undefined;
  return dropUndefined({
    phone: toE164(phone),
    name: state.name,
    cityId: state.cityid,
    city: state.city,
    loanAmount: state.loan_amount,
    loanType: (state.loanType?.trim() || DEFAULT_LOAN_TYPE).toUpperCase(),
    googleAddress: state.google_address,
    googleCoordinates: state.google_coordinates,
    otpVerified: state.isOtpVerified,
    goldQuality,
    goldWeight: state.goldWeight,
    ctaId,
    productType: hasGoldProduct ? ("GOLD" as const) : undefined,
    lenderBranch,
    pincode: pincodeOf(state.pincode),
    source: state.source ?? "Website",
    subSource: state.subSource ?? "Website",
    timeStamp: state.timeStamp,
    consentToCall: state.consentToCall ?? true,
    digitalJourney: state.digitalJourney ?? true,
    utmCampaign: state.utmCampaign ?? "-",
    utmSource: state.utmSource ?? "-",
    utmMedium: state.utmMedium ?? "-",
    utmContent: state.utmContent ?? "-",
    gclid: state.gclid,
    fbclid: state.fbclid,
    unbounceUrl: state.unbounceUrl,
    is_skip_gsheet: state.is_skip_gsheet,
    slot: state.slot,
    customParams: state.customParams,
    customParamsDB: state.customParamsDB,
  });
}
