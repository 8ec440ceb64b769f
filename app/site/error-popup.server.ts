import type { Message } from "~/i18n/message";
import { fill } from "~/i18n/translate";
import { emitEvent, type EventContext } from "~/site/events.server";
import { errorText, log, mask } from "~/platform/log.server";
import { env } from "~/platform/env.server";
import { opensPopup, POPUP_FALLBACK_TEXT } from "~/site/error-popup";
import { UpstreamError } from "~/upstream/http.server";
import { CardRequestError } from "~/upstream/token";
import { OTP_GENERATION_FAILED } from "~/upstream/auth.server";
import { asText, messageText } from "~/i18n/message";
import type { Popup } from "~/site/flash";
import type { MessageKey } from "~/i18n/keys";

/** Where a failure happened, for its ERRORS event: the request's event context and the page or read. */
export type FailureReport = { events: EventContext; where: string };

/** Requirements §8's words for a failed code send, as the catalogue has them. */
const OTP_SEND_FAILED = OTP_GENERATION_FAILED satisfies MessageKey;

function popupMessageFor(error: unknown): string | null {
  if (error instanceof UpstreamError) {
    if (!opensPopup({ status: error.status, url: error.url }, env().ERROR_POPUP_IGNORED_URL)) return null;
    // An upstream's own text never reaches a page (decision 047): the spec's own text for this
    // failure when there is one ("Error in generating OTP"), else "" for the spec's fallback text,
    // each in the page's language; the form's summary says beside it what was kept and what to do.
    return error.message === OTP_GENERATION_FAILED ? messageText(OTP_SEND_FAILED) : "";
  }
  // A card call refused before it was sent (requirements §8 messages such as "Authorization token is required").
  if (error instanceof CardRequestError) return error.message;
  // Not an upstream answer (a bug of ours): open the popup with no message, which shows the fallback text.
  return "";
}

/**
 * The popup message for a failure ("" shows the fallback text), or null when this failure opens
 * no popup (409, ignored URL); `saying`, a message of ours, opens it whatever failed (a list the
 * page needs could not be read). Every failure that opens the popup is also an ERRORS event
 * (`error_shown`) when the caller says where it happened: this is the one place they are emitted.
 */
export function popupFor(error: unknown, report?: FailureReport, saying?: Message): string | null {
  const message = saying ? asText(saying) : popupMessageFor(error);
  if (message !== null && report) emitErrorEvent(report, error, saying ?? message);
  return message;
}

/** The ERRORS event of a failure that opens the popup (docs/events.md `error_shown`); a message of ours is said in English. */
export function emitErrorEvent(report: FailureReport, error: unknown, message: string | Message): void {
  const upstream = error instanceof UpstreamError ? error : null;
  const text = typeof message === "string" ? message : fill(message.key, message.params);
  emitEvent(report.events, {
    name: "error_shown",
    data: {
      where: report.where,
      // As the visitor saw it, with anything phone-, code- or token-like masked as in the logs.
      message: String(mask(text || POPUP_FALLBACK_TEXT)),
      kind: upstream?.kind ?? (error instanceof CardRequestError ? "request" : "internal"),
      status: upstream?.status ?? null,
      // Without the query: it may hold a phone number.
      upstream: upstream ? upstreamPath(upstream.url) : null,
    },
  });
}

function upstreamPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url.split("?")[0]!;
  }
}

/**
 * A page's reads (requirements §8: "most call failures are logged and the call returns nothing",
 * and any failed response opens the popup). `read` runs one call; a failure gives null and
 * leaves the popup for the loader to return as its `popup` (app/components/flash.ts shows it).
 * The first failure's message wins.
 */
export class PageReads {
  popup: Popup | null = null;

  /** With the request's event context, each failed read that opens the popup is an ERRORS event. */
  constructor(private readonly events?: EventContext) {}

  async read<T>(name: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      // A redirect (the cardholder's sign-out) is not a failed read.
      if (error instanceof Response) throw error;
      this.failed(name, error);
      return null;
    }
  }

  /**
   * A read that failed another way (its own cache, its own answer): logged, the popup opened
   * unless the failure opens none, saying `saying` instead of the failure's own message.
   */
  failed(name: string, error: unknown, saying?: Message): void {
    log.warn("page.read_failed", { read: name, error: errorText(error) });
    const message = popupFor(error, this.events && { events: this.events, where: name }, saying);
    if (message !== null && !this.popup) this.popup = { id: `${name}-${Date.now().toString(36)}`, message };
  }
}
