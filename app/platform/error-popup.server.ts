import { env } from "~/platform/env.server";
import { opensPopup, popupMessage } from "~/platform/error-popup";
import { UpstreamError } from "~/upstream/http.server";

/** The popup message for a failure ("" shows the fallback text), or null when this failure opens no popup (409, ignored URL). */
export function popupFor(error: unknown): string | null {
  if (error instanceof UpstreamError) {
    return opensPopup({ status: error.status, url: error.url }, env().ERROR_POPUP_IGNORED_URL) ? popupMessage(error) : null;
  }
  // Not an upstream answer (a bug of ours): open the popup with no message, which shows the fallback text.
  return "";
}
