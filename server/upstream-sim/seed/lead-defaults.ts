/**
 * A lead's fields as the site sends them when the visitor came with no campaign (the lead
 * model's defaults, app/journey/lead.ts `toLeadRequest`): the seeded lead's, and the tests' leads.
 */
export const LEAD_MODEL_DEFAULTS = {
  source: "Website",
  subSource: "Website",
  consentToCall: true,
  digitalJourney: true,
  utmCampaign: "-",
  utmSource: "-",
  utmMedium: "-",
  utmContent: "-",
} as const;
