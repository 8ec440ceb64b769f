import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { refusalMessage } from "~/platform/refusal";
import { BRAND } from "~/brand";
import { ErrorPopup } from "~/components/error-popup";
import { useLastVisitedPath } from "~/components/exit-flow";
import { SiteFooter, SiteHeader } from "~/components/site-chrome";
import { readAttribution } from "~/journey/attribution";
import { useNonce } from "~/platform/nonce";
import { commitSession, ensureSessionId, getSession } from "~/platform/session.server";
import { env } from "~/platform/env.server";
import { ensureEventId } from "~/platform/event-id.server";
import { flagIdentity, getFlags } from "~/platform/flags.server";
import { eventContext } from "~/platform/events.server";
import { reportExitIntentVariant } from "~/journey/exit-intent-experiment.server";
import { BASIC_DETAILS_PATH } from "~/journey/paths";
import { isbot } from "isbot";
import { TagManager } from "~/components/tag-manager";
import styles from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "preload", href: "/fonts/poppins-latin-500-normal.woff2", as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The root loader stores the landing attribution once per session, registers the visitor's
 * events (createEvent, its id kept in a cookie; never for crawlers, never longer than a short
 * timeout), gives a new visitor a feature-flag identity cookie, and reads the one flash
 * message (the error popup). It is the only reader of flash
 * data, and it writes the session only when the attribution or the flash changed it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  let changed = false;
  if (!session.has("attribution")) {
    const url = new URL(request.url);
    session.set("attribution", readAttribution(url, url.pathname === "/" ? "home" : "landing"));
    ensureSessionId(session);
    changed = true;
  }
  const crawler = isbot(request.headers.get("user-agent"));
  const events = crawler ? null : await ensureEventId(request, session);
  if (events?.setCookie && new URL(request.url).pathname === BASIC_DETAILS_PATH) {
    // A first visit to the lead page: its event id is new, so the root reports the exit-intent variant (the layout cannot yet).
    const { flags, source } = await getFlags(request);
    reportExitIntentVariant(eventContext(request, session, { eventId: events.eventId }), flags, source);
  }
  const popup = session.get("popup") ?? null;
  if (popup) changed = true;
  const headers = new Headers();
  if (changed) headers.append("Set-Cookie", await commitSession(session));
  if (events?.setCookie) headers.append("Set-Cookie", events.setCookie);
  // The feature-flag identity (spec §3 flagsmithIdentity), generated on the first visit.
  const flagCookie = crawler ? null : flagIdentity(request).setCookie;
  if (flagCookie) headers.append("Set-Cookie", flagCookie);
  return data({ popup, tagManagerId: env().TAG_MANAGER_ID ?? null }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e3b43" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

type Popup = { id: string; message: string };

function isPopup(value: unknown): value is Popup {
  return typeof value === "object" && value !== null && typeof (value as Popup).id === "string" && typeof (value as Popup).message === "string";
}

/** The popup to show: a loader's own (a failure while loading the page) or the root's flash (a failure in an action). */
function usePopup(): Popup | null {
  const popups = useMatches()
    .map((match) => (match.data as { popup?: unknown } | undefined)?.popup)
    .filter(isPopup);
  return popups.at(-1) ?? null;
}

export default function App() {
  const popup = usePopup();
  const tagManagerId = useRouteLoaderData<typeof loader>("root")?.tagManagerId ?? null;
  useLastVisitedPath();
  return (
    <>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <ErrorPopup popup={popup} />
      <TagManager id={tagManagerId} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A request the server's gate refused (cross-site, too large, not a form) says why; nothing else a response carried is shown.
  const refusal = isRouteErrorResponse(error) ? refusalMessage(error.data) : null;
  return (
    <>
      <SiteHeader />
      <main className="page">
        <h1>{notFound ? "We could not find that page" : refusal ? "We could not accept that" : "Something went wrong"}</h1>
        <p>
          {notFound
            ? "The page may have moved. You can start again from our home page."
            : (refusal ?? "Some Error Happened on the Server. Please try after some time.")}
        </p>
        <p>
          <a className="button" href="/">
            Go to the home page
          </a>
        </p>
        <p className="muted">
          Need help? Call us free on <a href={BRAND.supportPhoneHref}>{BRAND.supportPhone}</a>.
        </p>
      </main>
    </>
  );
}
