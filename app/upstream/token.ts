/**
 * The cardholder token rule (spec §6): card calls send the upstream JWT as
 * `Authorization: JWT {token}`, and a call without a token is refused before it leaves
 * (spec §8 "Authorization token is required").
 */

export const TOKEN_REQUIRED_MESSAGE = "Authorization token is required";

/** A card call was attempted without what it needs; nothing was sent upstream. */
export class CardRequestError extends Error {
  override name = "CardRequestError";
}

/** The Authorization header value for a card call. */
export function jwtAuthorization(token: string | null | undefined): string {
  const trimmed = token?.trim() ?? "";
  if (trimmed === "") throw new CardRequestError(TOKEN_REQUIRED_MESSAGE);
  return `JWT ${trimmed}`;
}
