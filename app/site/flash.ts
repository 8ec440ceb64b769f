/**
 * The one way the site tells a visitor what just happened (decision 055): the flash. An action's
 * outcome sets it (app/site/form-action.server.ts), the next page's root loader takes it (which
 * clears it), and a page reads it with one hook, `useFlash` (app/components/flash.ts). Pure types
 * and rules: the browser's code has them too.
 *
 * A notice never comes from the URL: a link could then make a page say text of its choosing, or
 * claim that something happened. Each area declares its own pages' notices by augmenting `Notices`
 * (`declare module "~/site/flash"`), as the session's keys are declared.
 */

/** Each page's notice, by the page that says it, with what it says (augmented by each area). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by app/journey and app/cards
export interface Notices {}

export type NoticePage = keyof Notices;

/** A notice as the flash holds it: its page, and what that page says. */
export type Notice = { [P in NoticePage]: { page: P } & Notices[P] }[NoticePage];

/** The error popup (requirements §8): its message ("" says the spec's fallback text). */
export type Popup = { id: string; message: string };

/** What the flash holds: at most one popup, one notice, and what was typed. */
export type Flash = {
  id: string;
  /** The error popup's message, "" for the fallback text. */
  popup?: string;
  /** What a page says once after one of its forms did something. */
  notice?: Notice;
  /** What the user typed, kept across the post/redirect/get that follows an upstream failure. */
  formValues?: Record<string, string>;
};

/** The notice of `page` in a flash, or null (a notice is said on its own page only). */
export function noticeOf<P extends NoticePage>(notice: Notice | null | undefined, page: P): Notices[P] | null {
  // A notice stored for `page` is that page's.
  return notice?.page === page ? (notice as unknown as Notices[P]) : null;
}
