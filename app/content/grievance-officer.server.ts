import { grievanceOfficerOf, type GrievanceOfficer } from "~/content/disclosures";
import { env } from "~/platform/env.server";

/** The site's grievance redressal officer, as the settings name them (decision 044): the footer's, the policy pages' and the Key Facts Statement's. */
export function siteGrievanceOfficer(): GrievanceOfficer {
  return grievanceOfficerOf(env().business.lsp.grievanceOfficer);
}
