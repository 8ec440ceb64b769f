/**
 * The cardholder token rule (requirements §6): card calls send the upstream JWT as
 * `Authorization: JWT {token}`, and a call without a token is refused before it leaves
 * (requirements §8 "Authorization token is required").
 */

export const TOKEN_REQUIRED_MESSAGE = "Authorization token is required";

/** What a card call was made without: the token, a limit request's id, or the ids and code of its check. */
export type CardRequestLack = "token" | "request-id" | "verify-params";

/** A card call was attempted without what it needs (`lack`); nothing was sent upstream. The message is the spec's. */
export class CardRequestError extends Error {
  override name = "CardRequestError";

  constructor(
    readonly lack: CardRequestLack,
    message: string,
  ) {
    super(message);
  }
}

/** The Authorization header value for a card call. */
export function jwtAuthorization(token: string | null | undefined): string {
  const trimmed = token?.trim() ?? "";
  if (trimmed === "") throw new CardRequestError("token", TOKEN_REQUIRED_MESSAGE);
  return `JWT ${trimmed}`;
}

/** The headers of a call made with the cardholder's token: JSON, and its Authorization. */
export function jwtHeaders(token: string | null | undefined) {
  return { accept: "application/json", authorization: jwtAuthorization(token) };
}
