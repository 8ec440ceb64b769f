/**
 * The cardholder token rule (requirements §6): card calls send the upstream JWT as
 * `Authorization: JWT {token}`, and a call without a token is refused before it leaves
 * (requirements §8 "Authorization token is required").
 *
 * A token is what the upstream issues: a JWT, three base64url parts joined by dots. Anything else
 * (a broken or non-ASCII value from the app's `jwt` cookie, a megabyte of text) is no token at
 * all: it is never put in a header (a character a header cannot carry made the call throw
 * before it left, which read as an upstream outage), and a reader of the cookie treats it as absent.
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

/** Far above any token the upstream issues (about 300 characters), far below a header's limits. */
export const MAX_TOKEN_LENGTH = 4096;
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The value as a token (trimmed), or null when it is not the shape of one. */
export function asToken(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed.length <= MAX_TOKEN_LENGTH && JWT_SHAPE.test(trimmed) ? trimmed : null;
}

/** The Authorization header value for a card call; a value that is not a token is none (nothing is sent). */
export function jwtAuthorization(token: string | null | undefined): string {
  const shaped = asToken(token);
  if (shaped === null) throw new CardRequestError("token", TOKEN_REQUIRED_MESSAGE);
  return `JWT ${shaped}`;
}

/** The headers of a call made with the cardholder's token: JSON, and its Authorization. */
export function jwtHeaders(token: string | null | undefined) {
  return { accept: "application/json", authorization: jwtAuthorization(token) };
}
