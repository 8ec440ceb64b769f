/**
 * What a refusal by an abuse limit says (app/platform/rate-limit.server.ts), as a message
 * (decision 032): in plain words, and when to try again, in seconds under a minute and whole
 * minutes (rounded up) above, as app/platform/limit-message.ts words it in English. The keys are
 * the "limits" and "limits-otp" namespaces': a page that can show a limit's refusal sends them.
 */
import { msg, type Message } from "~/i18n/message";
import type { LimitReason } from "~/platform/limit-message";

export function limitProblem(reason: LimitReason, retryAfterSeconds: number): Message {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const inSeconds = seconds < 60;
  switch (reason) {
    case "cooldown":
      if (inSeconds)
        return seconds === 1
          ? msg("You can ask for a new code in 1 second.")
          : msg("You can ask for a new code in {seconds} seconds.", { seconds });
      return minutes === 1
        ? msg("You can ask for a new code in 1 minute.")
        : msg("You can ask for a new code in {minutes} minutes.", { minutes });
    case "recipient":
      if (inSeconds)
        return seconds === 1
          ? msg("You have asked for several codes in a short time. You can ask for another one in 1 second.")
          : msg("You have asked for several codes in a short time. You can ask for another one in {seconds} seconds.", { seconds });
      return minutes === 1
        ? msg("You have asked for several codes in a short time. You can ask for another one in 1 minute.")
        : msg("You have asked for several codes in a short time. You can ask for another one in {minutes} minutes.", { minutes });
    case "address":
      if (inSeconds)
        return seconds === 1
          ? msg("We have had too many requests from your internet connection. Please try again in 1 second.")
          : msg("We have had too many requests from your internet connection. Please try again in {seconds} seconds.", { seconds });
      return minutes === 1
        ? msg("We have had too many requests from your internet connection. Please try again in 1 minute.")
        : msg("We have had too many requests from your internet connection. Please try again in {minutes} minutes.", { minutes });
    case "attempts":
      return msg("This code has been tried too many times. Please ask for a new code.");
    case "guesses":
      if (inSeconds)
        return seconds === 1
          ? msg("You have tried several codes in a short time. Please try again in 1 second.")
          : msg("You have tried several codes in a short time. Please try again in {seconds} seconds.", { seconds });
      return minutes === 1
        ? msg("You have tried several codes in a short time. Please try again in 1 minute.")
        : msg("You have tried several codes in a short time. Please try again in {minutes} minutes.", { minutes });
  }
}
