/**
 * Byte budgets of what the session cookie stores (requirements §A7): the cookie must stay
 * under 4 KB whatever a visitor sends. Pure, so the parsers that cut texts on the way in
 * (app/journey/attribution.ts) and the session that cuts them again on commit share one number.
 */

/**
 * The most each attribution text may take, in UTF-8 bytes. Ad URLs can be 2 KB long, and the
 * lead keeps a copy of each of these, so together they must leave room in the session cookie.
 */
export const ATTRIBUTION_TEXT_BYTES = { utm: 80, gclid: 120, fbclid: 120, landingUrl: 200, cityName: 60, extLeadId: 64 } as const;
