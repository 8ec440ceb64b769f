import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { refusalMessage } from "~/platform/refusal";
import { pageTitle } from "~/brand";
import { ErrorPopup } from "~/components/error-popup";
import { useFlash } from "~/components/flash";
import { takeFlash } from "~/site/flash.server";
import { useLastVisitedPath } from "~/components/exit-flow";
import { useClickCapture } from "~/components/click-capture";
import { useAppBridge } from "~/components/app-bridge";
import { SiteFooter, SiteHeader, SkipLink } from "~/components/site-chrome";
import { fillNodes } from "~/components/fill-nodes";
import { useFocusAfterNavigation } from "~/components/page-focus";
import { readAttribution } from "~/journey/attribution";
import { useNonce } from "~/platform/nonce";
import { commitSession, ensureSessionId, getSession } from "~/platform/session.server";
import { env } from "~/platform/env.server";
import { eventIdCookie } from "~/site/event-id.server";
import { flagIdentity, getFlags } from "~/site/flags.server";
import { eventContext } from "~/site/events.server";
import { rememberWebView } from "~/site/webview.server";
import { footerDisclosures } from "~/content/lending-partners.server";
import { reportExitIntentVariant } from "~/journey/exit-intent-experiment.server";
import { BASIC_DETAILS_PATH } from "~/journey/paths";
import { isbot } from "isbot";
import { TagManager } from "~/components/tag-manager";
import { InlineStylesheet } from "~/components/inline-stylesheet";
import type { StyleArea } from "~/site/stylesheets";
import { liteModeOf } from "~/platform/lite-mode.server";
import { START_AFTER_PAINT } from "~/platform/scripts-after-paint";
import { FAVICON_DATA_URL } from "~/brand";
import desktopStylesheet from "~/styles/desktop.css?url";
import { readLanguage } from "~/i18n/language.server";
import { routeMessageRefs, type RouteStrings } from "~/i18n/catalogue.server";
import { directionOf } from "~/i18n/language";
import { useLanguage, useMessageRefs, useT } from "~/i18n/use-t";
import { pageModuleRef } from "~/i18n/registry";
import type { Translator } from "~/i18n/translate";
import { echoedSearch } from "~/platform/echoed-search";
import { useSupportLine } from "~/components/support-line";

export const links: LinksFunction = () => [{ rel: "icon", href: FAVICON_DATA_URL, type: "image/svg+xml" }];

/**
 * What the error page says: its heading (its title too) and what happened. A request the server's
 * gate refused (cross-site, too large, not a form) says why; nothing else a response carried is shown.
 */
function errorCopy(error: unknown, t: Translator): { heading: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { heading: t("We could not find that page"), text: t("The page may have moved. You can start again from our home page.") };
  }
  const refusal = isRouteErrorResponse(error) ? refusalMessage(error.data) : null;
  if (refusal) return { heading: t("We could not accept that"), text: t(refusal) };
  return { heading: t("Something went wrong"), text: t("Some Error Happened on the Server. Please try after some time.") };
}

/**
 * What a route's document needs, in its handle. `scripts: false`: no JavaScript (the search
 * pages, /gold-loan/*, whose every part is server HTML and plain links). `styles`: the areas whose
 * rules it needs besides every page's (app/components/inline-stylesheet.tsx). `i18n`: the
 * namespaces of the words its page shows (`RouteStrings`, app/i18n/catalogue.server.ts).
 */
export type PageHandle = { scripts?: boolean; styles?: readonly StyleArea[] } & RouteStrings;

/** The words every page shows (decision 028): the header, switcher, footer, error page and popup, and the city names. */
export const handle: PageHandle = { i18n: ["chrome", "places"] };

/** The style areas of the matched routes, each once. */
function useStyleAreas(): StyleArea[] {
  return [...new Set(useMatches().flatMap((match) => (match.handle as PageHandle | undefined)?.styles ?? []))];
}

/**
 * The root loader stores the landing attribution once per session (and whether the landing was
 * inside the Android app: app/site/webview.server.ts), registers the visitor's events
 * (createEvent after the response, its id kept in a cookie from the next page on; never for
 * crawlers: app/site/event-id.server.ts), gives a new visitor a feature-flag identity cookie,
 * and takes the flash (app/site/flash.ts: a popup, a notice, what was typed). It is the only
 * reader of flash data, and it writes the session only when the attribution or the flash changed it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // The footer's disclosures and lenders (app/content/lending-partners.server.ts): read alongside the rest, never longer than a short wait.
  const languageRead = readLanguage(request);
  const disclosures = languageRead.then(({ lang }) => footerDisclosures(lang));
  const session = await getSession(request);
  const url = new URL(request.url);
  // A first page: this request makes the session (and its id).
  const firstPage = !session.has("attribution");
  let changed = firstPage;
  if (firstPage) {
    session.set("attribution", readAttribution(url, url.pathname === "/" ? "home" : "landing"));
    rememberWebView(request, session);
    ensureSessionId(session);
  }
  const crawler = isbot(request.headers.get("user-agent"));
  // Never waits for the events service (decision 030): at most one shared-store read.
  const eventIdSetCookie = crawler ? null : await eventIdCookie(request, session, { firstPage });
  if (!crawler && firstPage && url.pathname === BASIC_DETAILS_PATH) {
    // A first visit to the lead page: the root reports its exit-intent variant (the layout's copy of
    // the request has no session yet). The flags are the layout's own (one call, cached), which the page waits for anyway.
    const { flags, source } = await getFlags(request);
    reportExitIntentVariant(eventContext(request, session), flags, source);
  }
  // The one reader of the flash (app/site/flash.server.ts): taking it clears it.
  const flash = takeFlash(session);
  if (flash) changed = true;
  const headers = new Headers();
  if (changed) headers.append("Set-Cookie", await commitSession(session));
  if (eventIdSetCookie) headers.append("Set-Cookie", eventIdSetCookie);
  // The feature-flag identity (requirements §3 flagsmithIdentity), generated on the first visit.
  const flagCookie = crawler ? null : (await flagIdentity(request)).setCookie;
  if (flagCookie) headers.append("Set-Cookie", flagCookie);
  // The page the flash is for: only that page says it (app/components/flash.ts).
  const flashPath = flash ? url.pathname : null;
  // The visitor's language (decision 028): `?lang=` keeps it in the cookie for 30 days.
  const language = await languageRead;
  if (language.setCookie) headers.append("Set-Cookie", language.setCookie);
  return data(
    {
      lang: language.lang,
      i18n: routeMessageRefs(language.lang, handle),
      flash,
      flashPath,
      tagManagerId: env().TAG_MANAGER_ID ?? null,
      lite: (await liteModeOf(request.headers)).on,
      disclosures: await disclosures,
      support: env().business.support,
    },
    { headers },
  );
}

/**
 * Whether the document carries the app's scripts: not in lite mode (app/platform/lite-mode.server.ts),
 * not on a page whose handle says `scripts: false`. In the browser the answer is always yes: a
 * page running this code was sent with them.
 */
function useScripts(lite: boolean): boolean {
  const pageNeedsNone = useMatches().some((match) => (match.handle as PageHandle | undefined)?.scripts === false);
  return typeof document !== "undefined" || (!lite && !pageNeedsNone);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const lite = useRouteLoaderData<typeof loader>("root")?.lite ?? false;
  const scripts = useScripts(lite);
  const areas = useStyleAreas();
  // The error page (not found, a refusal, a failure) has a title of its own, on the server and in
  // the browser alike (a refusal's page is hydrated under the URL the form posted to, whose route's
  // meta does not see the error).
  const error = useRouteError();
  const lang = useLanguage();
  const t = useT();
  const pageMessages = pageModuleRef(useMessageRefs());
  return (
    <html lang={lang} dir={directionOf(lang)} className={lite ? "lite" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e3b43" />
        {error ? <title>{pageTitle(errorCopy(error, t).heading)}</title> : <Meta />}
        {/* The body text's font, fetched while the page parses; none in lite mode, which sets no web font. */}
        {lite ? null : (
          <link rel="preload" href="/fonts/poppins-latin-500-normal.woff2" as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
        <InlineStylesheet areas={areas} />
        {/* The desktop layout (decision 027): only a screen of 1024 px or more waits for it; none in lite mode. */}
        {lite ? null : <link rel="stylesheet" href={desktopStylesheet} media="(min-width: 1024px)" />}
        <Links />
      </head>
      <body>
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            {/* The page's strings in its language, its loaders' modules in one (app/i18n/registry.ts): entry.client.tsx loads it before it hydrates. */}
            {pageMessages ? <link rel="modulepreload" href={pageMessages} data-i18n="" /> : null}
            <Scripts nonce={nonce} />
            <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The site's footer, with the root loader's disclosures: on the error page too, when the root's own loader answered (a page's failure, a 404). */
function Footer() {
  const root = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  return (
    <SiteFooter
      lite={root?.lite ?? false}
      path={`${location.pathname}${echoedSearch(location.search)}`}
      disclosures={root?.disclosures ?? null}
    />
  );
}

export default function App() {
  const { popup } = useFlash();
  const root = useRouteLoaderData<typeof loader>("root");
  useLastVisitedPath();
  useClickCapture();
  useAppBridge();
  useFocusAfterNavigation();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Outlet />
      <Footer />
      <ErrorPopup popup={popup} />
      {root?.lite ? null : <TagManager id={root?.tagManagerId ?? null} />}
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const support = useSupportLine();
  const { heading, text } = errorCopy(useRouteError(), t);
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main className="page" id="main" tabIndex={-1}>
        <h1 tabIndex={-1}>{heading}</h1>
        <p>{text}</p>
        <p>
          <a className="button" href="/">
            {t("Go to the home page")}
          </a>
        </p>
        <p className="muted">
          {fillNodes(t("Need help? Call us free on {phone}."), { phone: <a href={support.href}>{support.phone}</a> })}
        </p>
      </main>
      <Footer />
    </>
  );
}
