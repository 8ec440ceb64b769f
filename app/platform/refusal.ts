/**
 * What the request gate (server/request-gate.ts) answers when it refuses a request before any
 * route sees it: a status and one sentence for a person. Each sentence is a catalogue key (the
 * "errors" namespace): the error page (root ErrorBoundary) shows it with `t(refusal)`, so `tsc`
 * fails on one without its translations; the JSON API answers `{ ok: false, error }` in English.
 * Pure code.
 */
export type Refusal = { status: 400 | 403 | 405 | 408 | 413 | 415 | 503; message: string };

export const REFUSALS = {
  crossSite: {
    status: 403,
    message:
      "We did not accept this form because it was sent from another website. Please open the page on our site and send it from there.",
  },
  tooLarge: {
    status: 413,
    message: "That was too much to send at once. Files can be up to 6 MB in all, at most 10 at a time. Please send less and try again.",
  },
  notAForm: { status: 415, message: "We could not read what was sent. Please go back to the page and send the form again." },
  unreadable: { status: 400, message: "We could not read what was sent. Please go back to the page and send the form again." },
  method: { status: 405, message: "This page does not accept that kind of request." },
  busy: { status: 503, message: "We are receiving a lot of uploads just now. Please try again in a minute." },
  tooSlow: {
    status: 408,
    message: "What you sent was arriving too slowly, so we stopped waiting for it. Please check your connection and send it again.",
  },
} as const satisfies Record<string, Refusal>;

/** A refusal's sentence: one of REFUSALS' (each a catalogue key). */
export type RefusalMessage = (typeof REFUSALS)[keyof typeof REFUSALS]["message"];

const MESSAGES: ReadonlySet<string> = new Set(Object.values(REFUSALS).map((r) => r.message));

function isRefusalMessage(value: unknown): value is RefusalMessage {
  return typeof value === "string" && MESSAGES.has(value);
}

/**
 * The refusal's sentence when `data` carries one (`{ refusal }`: app/i18n/errors.server.ts); an
 * error page shows nothing else a response carried.
 */
export function refusalMessage(data: unknown): RefusalMessage | null {
  const sentence = typeof data === "object" && data !== null ? (data as { refusal?: unknown }).refusal : undefined;
  return isRefusalMessage(sentence) ? sentence : null;
}
