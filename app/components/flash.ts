/**
 * The one reader of the flash (app/site/flash.ts, decision 055): what the root loader took from
 * the session for this page, and a popup a page's own loader opened (a read that failed while
 * the page loaded, app/site/error-popup.server.ts `PageReads`). Every popup, notice and value
 * kept across a failure reaches a page through this hook.
 */
import { useActionData, useLocation, useMatches, useRouteLoaderData } from "@remix-run/react";
import { noticeOf, type Flash, type NoticePage, type Notices, type Popup } from "~/site/flash";

export type FlashView = {
  /** The popup to show: a page loader's own (the deepest), else the flash's. */
  popup: Popup | null;
  /** The flash's popup: a form of this page failed upstream (its summary says so, whatever else opened a popup). */
  formFailure: Popup | null;
  /** What was typed, kept across an upstream failure's redirect. */
  formValues: Record<string, string> | null;
  /** The notice of `page`, or null: a notice is said on its own page only, and until a form of the page answers again. */
  notice<P extends NoticePage>(page: P): Notices[P] | null;
};

/** What the root loader answers of the flash: the flash, and the page it was taken on. */
export type RootFlash = { flash: Flash | null; flashPath: string | null };

/**
 * Flashes this browser has left the page of. The root's data is not loaded again on a plain
 * navigation, so without this a flash would be said again on coming back to its page.
 */
const left = new Set<string>();

export function useFlash(): FlashView {
  const root = useRouteLoaderData("root") as Partial<RootFlash> | undefined;
  const { pathname } = useLocation();
  // A form's reply that came after the flash (a refusal does not load the root again) replaces its notice.
  const replied = useActionData() !== undefined;
  const held = root?.flash ?? null;
  // The flash belongs to the page it was taken on, once: a page the visitor went on to does not
  // say it, nor does its page when the visitor comes back to it.
  if (held && root?.flashPath !== pathname && typeof document !== "undefined") left.add(held.id);
  const flash = held && root?.flashPath === pathname && !left.has(held.id) ? held : null;
  // A page loader's own popup (the deepest), from its data's `popup` (PageReads).
  const loaded = useMatches()
    .map((match) => (match.data as { popup?: Popup | null } | undefined)?.popup)
    .filter((popup) => popup)
    .at(-1);
  const flashed = flash && flash.popup !== undefined ? { id: flash.id, message: flash.popup } : null;
  return {
    popup: loaded ?? flashed,
    formFailure: flashed,
    formValues: flash?.formValues ?? null,
    notice: (page) => (replied ? null : noticeOf(flash?.notice, page)),
  };
}
