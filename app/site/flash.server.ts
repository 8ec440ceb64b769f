/**
 * The flash's server side (app/site/flash.ts, decision 055): the form pipeline sets it from an
 * action's outcome, the root loader takes it. One session flash key, so a page is told one thing
 * one way and no two loaders of a request write the session for it.
 */
import { redirect } from "@remix-run/node";
import { commitSession, type AppSession } from "~/platform/session.server";
import type { Flash } from "~/site/flash";

declare module "~/platform/session.server" {
  interface SessionFlashData {
    flash: Flash;
  }
}

/** What the next page says: set from an action's outcome (app/site/form-action.server.ts) or a guard's redirect. */
export function setFlash(session: AppSession, said: Omit<Flash, "id">): void {
  // eslint-disable-next-line no-restricted-syntax -- the flash's one writer
  session.flash("flash", { id: Math.random().toString(36).slice(2, 10), ...said });
}

/** The flash, once (reading it clears it): the root loader's, and nobody else's. */
export function takeFlash(session: AppSession): Flash | null {
  return session.get("flash") ?? null;
}

/**
 * A guard's redirect that says something on the page it sends to (a second booking sent to the
 * visit it would repeat): the flash, with the session committed in the redirect.
 */
export async function redirectSaying(session: AppSession, to: string, said: Omit<Flash, "id">): Promise<Response> {
  setFlash(session, said);
  // A loader's redirect in the browser loads the root again only when asked: its loader takes the flash.
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session), "X-Remix-Revalidate": "yes" } });
}
