/**
 * What a cardholder page says once after one of its forms did something ("Request RR-12 received",
 * "Your visit is booked", a PAN check's answer), decision 031. The action puts the notice in the session; the page's
 * loader takes it, which clears it, and commits the session. A notice never comes from the URL:
 * a link could then make the page show text of its choosing, or claim that something happened.
 */
import { data } from "@remix-run/node";
import { commitLoaderSession, type AppSession } from "~/platform/session.server";
import type { DocumentType, PanValidation } from "~/upstream/schemas/card";

/** A PAN check's answer, with the PAN and the name it was for. */
type PanChecked = { pan: string; name: string; check: PanValidation };

/** The notices, by the page that shows them, with what each says. */
type CardNotices = {
  "release-requests": { createdId: string };
  rewards: { claimedGroupId: string };
  documents: { uploaded: DocumentType } | { pan: PanChecked };
  limits: { consentGiven: true };
  "limit-increase": { booked: true };
};

type CardNoticePage = keyof CardNotices;

type StoredCardNotice = { [P in CardNoticePage]: { page: P } & CardNotices[P] }[CardNoticePage];

declare module "~/platform/session.server" {
  interface SessionData {
    /** The notice for the next load of its page (app/cards/notice.server.ts). */
    cardNotice: StoredCardNotice;
  }
}

/** The action's part: the page says this on its next load. */
export function flashCardNotice<P extends CardNoticePage>(session: AppSession, page: P, notice: CardNotices[P]): void {
  session.set("cardNotice", { page, ...notice } as StoredCardNotice);
}

/**
 * The loader's part: the page's notice, once, or null. When it gives one, the loader answers
 * with the session committed (`answerWithSession`), or the notice would be shown again.
 */
export function takeCardNotice<P extends CardNoticePage>(session: AppSession, page: P): CardNotices[P] | null {
  const notice = session.get("cardNotice");
  if (notice?.page !== page) return null;
  session.unset("cardNotice");
  // The page names the shape: a notice stored for `page` is that page's.
  return notice as unknown as CardNotices[P];
}

/** A card page loader's answer; when its session changed (a notice taken), with the session's cookie. */
export async function answerWithSession<T>(session: AppSession, changed: boolean, answer: T) {
  return changed ? data(answer, { headers: { "Set-Cookie": await commitLoaderSession(session) } }) : answer;
}
