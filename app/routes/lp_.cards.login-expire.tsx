import type { LoaderFunctionArgs } from "@remix-run/node";
import { cardPageMeta } from "~/cards/meta";
import { routeMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["cards-public"] };

/**
 * Shown inside the Android app when the cardholder's token is rejected (requirements §2). The app
 * owns the login there, so the page only says what happened and how to go on.
 */
export const meta = cardPageMeta("Your session has ended");

export async function loader({ request }: LoaderFunctionArgs) {
  return { i18n: await routeMessages(request, handle) };
}

export default function LoginExpire() {
  const t = useT();
  return (
    <section aria-labelledby="expire-title" className="card">
      <h1 id="expire-title">{t("Your session has ended")}</h1>
      <p className="lead">{t("For your safety we log you out after a while. Please close this page and log in again in the app.")}</p>
      <p className="muted">{t("Your card, limits and requests are safe; nothing was changed.")}</p>
    </section>
  );
}
