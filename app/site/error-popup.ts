/**
 * The error popup's text rules (requirements §8). Pure: the server decides, the root renders.
 */
import type { MessageKey } from "~/i18n/keys";
import { messageText, readMessage } from "~/i18n/message";

/** The spec's exact text (what the JSON answers and the ERRORS event say), and a catalogue key: the popup shows it in the page's language. */
export const POPUP_FALLBACK_TEXT = "Some Error Happened on the Server. Please try after some time" satisfies MessageKey;
export const POPUP_AUTO_CLOSE_MS = 3000;

/**
 * The messages that say an upstream call failed (the popup's fallback, the lead form's digital
 * failure, "not saved"): a form's summary says beside them what was kept and what to do (decision 047).
 */
const UPSTREAM_FAILURE_KEYS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  POPUP_FALLBACK_TEXT,
  "Error in generating OTP",
  "Something went wrong while processing lead",
  "We could not save this just now. Please try again.",
  "We could not save your details just now. Please try again.",
]);

/** Whether a form's message says an upstream call failed (its summary then says what to do). */
export function saysUpstreamFailed(text: string): boolean {
  const message = readMessage(text);
  return message !== null && UPSTREAM_FAILURE_KEYS.has(message.key);
}

/** What an open popup shows: its message, or the fallback (as a message: app/i18n/message.ts) when it has none. */
export function popupText(message: string | null | undefined): string {
  return message?.trim() || messageText(POPUP_FALLBACK_TEXT);
}

/** A failed call opens the popup unless it is a 409 or the one ignored URL. */
export function opensPopup(failure: { status?: number; url: string }, ignoredUrl: string | undefined): boolean {
  if (failure.status === 409) return false;
  if (ignoredUrl && stripQuery(failure.url) === stripQuery(ignoredUrl)) return false;
  return true;
}

function stripQuery(url: string): string {
  return url.split("?")[0]!.replace(/\/+$/, "");
}
