/**
 * What a refused request says (app/platform/rate-limit.server.ts): in plain words, and when to
 * try again. Pure, so the wording is unit-tested beside it.
 */

/**
 * Which limit refused: the wait between two codes, a recipient's codes, a client address, a code's
 * checks, codes tried for one lead, or one person's costly asks (a lookup, a PDF, a KYC check).
 */
export type LimitReason = "cooldown" | "recipient" | "address" | "attempts" | "guesses" | "repeats";

/** "in 25 seconds", "in 1 minute", "in 8 minutes". */
export function waitPhrase(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${s} second${s === 1 ? "" : "s"}`;
  const minutes = Math.ceil(s / 60);
  return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function limitMessage(reason: LimitReason, retryAfterSeconds: number): string {
  const when = waitPhrase(retryAfterSeconds);
  switch (reason) {
    case "cooldown":
      return `You can ask for a new code ${when}.`;
    case "recipient":
      return `You have asked for several codes in a short time. You can ask for another one ${when}.`;
    case "address":
      return `We have had too many requests from your internet connection. Please try again ${when}.`;
    case "attempts":
      return "This code has been tried too many times. Please ask for a new code.";
    case "guesses":
      return `You have tried several codes in a short time. Please try again ${when}.`;
    case "repeats":
      return `You have asked for this several times in a short time. Please try again ${when}.`;
  }
}
