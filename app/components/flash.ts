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

function isPopup(value: unknown): value is Popup {
  return (
    typeof value === "object" && value !== null && typeof (value as Popup).id === "string" && typeof (value as Popup).message === "string"
  );
}

/** What the root loader answers of the flash: the flash, and the page it was taken on. */
export type RootFlash = { flash: Flash | null; flashPath: string | null };

export function useFlash(): FlashView {
  const root = useRouteLoaderData("root") as Partial<RootFlash> | undefined;
  const { pathname } = useLocation();
  // The flash belongs to the page it was taken on: a page the visitor went on to does not say it again.
  const flash = root?.flash && root.flashPath === pathname ? root.flash : null;
  const loaded = useMatches()
    .map((match) => (match.data as { popup?: unknown } | undefined)?.popup)
    .filter(isPopup)
    .at(-1);
  const flashed = flash?.popup !== undefined ? { id: flash.id, message: flash.popup } : null;
  return {
    popup: loaded ?? flashed,
    popupFromForm: !loaded && flashed !== null,
    formValues: flash?.formValues ?? null,
    notice: (page) => noticeOf(flash?.notice, page),
  };
}
