import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { safeRedirectPath } from "~/platform/request.server";
import { routeMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import { stepMeta } from "~/journey/step-meta";
import { androidBridge, handToApp } from "~/site/android-bridge";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["lead-step"] };

/**
 * The Android webview hand-off (requirements §2): inside the app, the next path is handed to the
 * app through its JS bridge instead of navigating, encrypted by the app's own key when the bridge
 * offers it (the path holds the lead's id). Without the bridge (or without JS) the visitor
 * follows the plain link. The bridge contract is in docs/android-bridge.md.
 */
export const meta = stepMeta("Continue");

export async function loader({ request }: LoaderFunctionArgs) {
  const to = safeRedirectPath(new URL(request.url).searchParams.get("to"), "/lp");
  return { to: to.startsWith("/lp/") ? to : "/lp", i18n: await routeMessages(request, handle) };
}

export default function Handoff() {
  const { to } = useLoaderData<typeof loader>();
  const t = useT();
  useEffect(() => {
    handToApp(androidBridge(), to);
  }, [to]);
  return (
    <section aria-labelledby="handoff-title">
      <h1 id="handoff-title">{t("One moment…")}</h1>
      <p className="lead">{t("We are taking you to the next step.")}</p>
      <p>
        <a className="button button--block" href={to} data-testid="handoff-link">
          {t("Continue")}
        </a>
      </p>
    </section>
  );
}
