/**
 * The one reader of the flash (app/site/flash.ts, decision 055): what the root loader took from
 * the session for this page, and a popup a page's own loader opened (a read that failed while
 * the page loaded, app/site/error-popup.server.ts `PageReads`). Every popup, notice and value
 * kept across a failure reaches a page through this hook.
 */
import { useLocation, useMatches, useRouteLoaderData } from "@remix-run/react";
import { noticeOf, type Flash, type NoticePage, type Notices, type Popup } from "~/site/flash";

export type FlashView = {
  /** The popup to show: a page loader's own (the deepest), else the flash's. */
  popup: Popup | null;
  /** Whether the popup is the flash's: a form of this page failed (its summary then says so). */
  popupFromForm: boolean;
  /** What was typed, kept across an upstream failure's redirect. */
  formValues: Record<string, string> | null;
  /** The notice of `page`, or null: a notice is said on its own page only. */
  notice<P extends NoticePage>(page: P): Notices[P] | null;
};

/** What the root loader answers of the flash: the flash, and the page it was taken on. */
export type RootFlash = { flash: Flash | null; flashPath: string | null };

export function useFlash(): FlashView {
  const root = useRouteLoaderData("root") as Partial<RootFlash> | undefined;
  // The flash belongs to the page it was taken on: a page the visitor went on to does not say it again.
  const flash = root?.flashPath === useLocation().pathname ? root.flash : null;
  // A page loader's own popup (the deepest), from its data's `popup` (PageReads).
  const loaded = useMatches()
    .map((match) => (match.data as { popup?: Popup | null } | undefined)?.popup)
    .filter((popup) => popup)
    .at(-1);
  const flashed = flash && flash.popup !== undefined ? { id: flash.id, message: flash.popup } : null;
  return {
    popup: loaded ?? flashed,
    popupFromForm: !loaded && !!flashed,
    formValues: flash?.formValues ?? null,
    notice: (page) => noticeOf(flash?.notice, page),
  };
}
