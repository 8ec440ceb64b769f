/**
 * What a refusal by an abuse limit says (app/platform/rate-limit.server.ts), as a message
 * (decision 032): in plain words, and when to try again, in seconds under a minute and whole
 * minutes (rounded up) above. The keys are the "limits" and "limits-otp" namespaces': a page
 * that can show a limit's refusal sends them.
 */
import type { MessageKey } from "~/i18n/keys";
import { msg, type Message } from "~/i18n/message";
import type { LimitReason } from "~/platform/limit-message";

/** The words of a limit that says when to try again: in one second, in some seconds, in one minute, in some minutes. */
type WaitWords = { second: MessageKey; seconds: MessageKey; minute: MessageKey; minutes: MessageKey };

const WAIT_WORDS = {
  cooldown: {
    second: "You can ask for a new code in 1 second.",
    seconds: "You can ask for a new code in {seconds} seconds.",
    minute: "You can ask for a new code in 1 minute.",
    minutes: "You can ask for a new code in {minutes} minutes.",
  },
  recipient: {
    second: "You have asked for several codes in a short time. You can ask for another one in 1 second.",
    seconds: "You have asked for several codes in a short time. You can ask for another one in {seconds} seconds.",
    minute: "You have asked for several codes in a short time. You can ask for another one in 1 minute.",
    minutes: "You have asked for several codes in a short time. You can ask for another one in {minutes} minutes.",
  },
  address: {
    second: "We have had too many requests from your internet connection. Please try again in 1 second.",
    seconds: "We have had too many requests from your internet connection. Please try again in {seconds} seconds.",
    minute: "We have had too many requests from your internet connection. Please try again in 1 minute.",
    minutes: "We have had too many requests from your internet connection. Please try again in {minutes} minutes.",
  },
  guesses: {
    second: "You have tried several codes in a short time. Please try again in 1 second.",
    seconds: "You have tried several codes in a short time. Please try again in {seconds} seconds.",
    minute: "You have tried several codes in a short time. Please try again in 1 minute.",
    minutes: "You have tried several codes in a short time. Please try again in {minutes} minutes.",
  },
  repeats: {
    second: "You have asked for this several times in a short time. Please try again in 1 second.",
    seconds: "You have asked for this several times in a short time. Please try again in {seconds} seconds.",
    minute: "You have asked for this several times in a short time. Please try again in 1 minute.",
    minutes: "You have asked for this several times in a short time. Please try again in {minutes} minutes.",
  },
} as const satisfies Record<Exclude<LimitReason, "attempts">, WaitWords>;

export function limitProblem(reason: LimitReason, retryAfterSeconds: number): Message {
  if (reason === "attempts") return msg("This code has been tried too many times. Please ask for a new code.");
  const words = WAIT_WORDS[reason];
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return seconds === 1 ? msg(words.second) : msg(words.seconds, { seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? msg(words.minute) : msg(words.minutes, { minutes });
}
