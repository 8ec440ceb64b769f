/**
 * Pricing client (requirements §7 "Pricing and branches"): the dated gold rate and the schemes.
 * Contract: app/upstream/schemas/pricing.ts, docs/upstream-contract.md.
 */
import { callUpstream } from "~/upstream/http.server";
import { GoldRateResponseSchema, MasterSchemesResponseSchema, SchemeResponseSchema } from "~/upstream/schemas/pricing";

/** GET /pricing/getgoldrate?key=goldPrice-DDMMYYYY (goldRateKey in app/journey/gold-rate.ts). A 404 is "no rate yet". */
export async function getGoldRate(key: string) {
  return callUpstream({
    service: "pricing",
    method: "get",
    path: "pricing/getgoldrate",
    searchParams: { key },
    schema: GoldRateResponseSchema,
    answerStatuses: [404],
  });
}

/** GET /scheme?schemeId[&amount]: one scheme; `data` is null when there is no such scheme. */
export async function getScheme(query: { schemeId: string; amount?: number }) {
  return callUpstream({
    service: "pricing",
    method: "get",
    path: "scheme",
    searchParams: query,
    schema: SchemeResponseSchema,
    answerStatuses: [404],
  });
}

/** GET /pricing/masterschemes?cityId&amount: the schemes of a city computed for an amount. */
export async function getMasterSchemes(query: { cityId: number; amount: number }) {
  return callUpstream({
    service: "pricing",
    method: "get",
    path: "pricing/masterschemes",
    searchParams: query,
    schema: MasterSchemesResponseSchema,
  });
}
