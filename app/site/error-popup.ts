/**
 * The error popup's text rules (requirements §8). Pure: the server decides, the root renders.
 */
import type { MessageKey } from "~/i18n/keys";
import { messageText } from "~/i18n/message";

/** The spec's exact text (what the JSON answers and the ERRORS event say), and a catalogue key: the popup shows it in the page's language. */
export const POPUP_FALLBACK_TEXT = "Some Error Happened on the Server. Please try after some time" satisfies MessageKey;
export const POPUP_AUTO_CLOSE_MS = 3000;

/** The response's data.message, else the error's own message, else "Error". */
export function popupMessage(error: { responseMessage?: string; message?: string }): string {
  return error.responseMessage?.trim() || error.message?.trim() || "Error";
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

/** The popup the next page shows, kept in the session's flash (app/site/error-popup.server.ts). */
export type PopupFlash = {
  id: string;
  message: string;
  /** What the user typed, kept across the post/redirect/get that follows an upstream failure. */
  formValues?: Record<string, string>;
};
