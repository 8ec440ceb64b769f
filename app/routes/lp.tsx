import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { ExitFlow } from "~/components/exit-flow";
import { ProgressIndicator } from "~/components/progress-indicator";
import { AlertSeekSettingsContext } from "~/components/alert-seek-settings";
import { alertSeekSettings } from "~/journey/engagement";
import { requireFlowSteps } from "~/journey/flow.server";
import { BASIC_DETAILS_PATH } from "~/journey/paths";
import { reportExitIntentVariant } from "~/journey/exit-intent-experiment.server";
import { eventContext } from "~/site/events.server";
import { getFlags } from "~/site/flags.server";
import { getSession } from "~/platform/session.server";
import { isWebView } from "~/site/webview.server";
import { knownText, routeMessages } from "~/i18n/catalogue.server";
import type { PageHandle } from "~/root";
import { areaLinks } from "~/site/stylesheets";

/** Every step's prompts (the alert-seek prompt, the exit dialog) besides every page's rules (app/site/stylesheets.ts). */
export const handle: PageHandle = { styles: ["journey"], i18n: ["lead-journey"] };
export const links = areaLinks(handle);

/**
 * The /lp layout: every journey step renders inside it. Its loader reads the stored
 * flow configuration (a missing one sends the visitor to the company home page) and the
 * feature flags (the lead page's exit intent and the steps' alert-seek prompt; defaults when
 * the flag service fails). The progress is computed from the URL, so it is right after
 * client-side navigation too. The exit flow (browser back) and the lead page's exit intent are
 * JavaScript enhancements; the exit intent includes a back guard for a visitor who landed on the
 * lead page from outside the site (docs/decisions/019). Where the flags came from (requirements §4: default flags, cache or server)
 * is visible for debugging as the `X-Flags-Source` header of every /lp page and the
 * `data-flags-source` attribute of its <main>.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [steps, { flags, source }, session, i18n] = await Promise.all([
    requireFlowSteps(),
    getFlags(request),
    getSession(request),
    routeMessages(request, handle),
  ]);
  // The lead page's experiment: which exit-intent variant this visitor saw (a first visit's is reported by the root).
  if (new URL(request.url).pathname === BASIC_DETAILS_PATH) reportExitIntentVariant(eventContext(request, session), flags, source);
  return data(
    {
      // A configured title the catalogue has is sent as a message (shown in the page's language), any other as it came.
      steps: steps.map((s) => ({ path: s.path, title: knownText("lead-journey", s.title) })),
      showExitIntentOnPage: flags.showExitIntentonPage,
      alertSeek: alertSeekSettings(flags),
      flagsSource: source,
      webView: isWebView(request, session),
      // What the layout shows on every step: the progress, the step titles and the exit flow.
      i18n,
    },
    { headers: { "X-Flags-Source": source } },
  );
}

/** The parent's headers (cookies are kept by Remix) plus X-Flags-Source; the steps inherit them. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const source = loaderHeaders.get("X-Flags-Source");
  if (source) merged.set("X-Flags-Source", source);
  return merged;
};

/** What a step's loader may say of the layout: `hideProgress` (the confirmation of a cancelled visit). */
type StepLayoutData = { hideProgress?: boolean };

export default function JourneyLayout() {
  const { steps, showExitIntentOnPage, alertSeek, flagsSource, webView } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const step = useMatches().at(-1)?.data as StepLayoutData | undefined;
  const exitIntent = showExitIntentOnPage && pathname === BASIC_DETAILS_PATH;
  return (
    <main id="main" tabIndex={-1} className="page journey" data-flags-source={flagsSource}>
      {!step?.hideProgress && <ProgressIndicator steps={steps} pathname={pathname} />}
      <AlertSeekSettingsContext.Provider value={alertSeek}>
        <Outlet />
      </AlertSeekSettingsContext.Provider>
      {/* The Android app handles its own back button: no landing guard there (decision 019). */}
      <ExitFlow exitIntent={exitIntent} landingGuard={exitIntent && !webView} />
    </main>
  );
}
