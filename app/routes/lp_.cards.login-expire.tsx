import type { MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/brand";

/**
 * Shown inside the Android app when the cardholder's token is rejected (spec §2). The app
 * owns the login there, so the page only says what happened and how to go on.
 */
export const meta: MetaFunction = () => [{ title: pageTitle("Your session has ended") }, { name: "robots", content: "noindex" }];

export default function LoginExpire() {
  return (
    <section aria-labelledby="expire-title" className="card">
      <h1 id="expire-title">Your session has ended</h1>
      <p className="lead">For your safety we log you out after a while. Please close this page and log in again in the app.</p>
      <p className="muted">Your card, limits and requests are safe; nothing was changed.</p>
    </section>
  );
}
