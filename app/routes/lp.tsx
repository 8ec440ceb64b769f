import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { ExitFlow } from "~/components/exit-flow";
import { ProgressIndicator } from "~/components/progress-indicator";
import { DEFAULT_OTHER_DATA } from "~/journey/engagement";
import { requireFlowSteps } from "~/journey/flow.server";
import { BASIC_DETAILS_PATH } from "~/journey/paths";

/**
 * The /lp layout: every journey step renders inside it. Its loader reads the stored
 * flow configuration (a missing one sends the visitor to the company home page); the
 * progress is computed from the URL, so it is right after client-side navigation too.
 * The exit flow (browser back) and the lead page's exit intent are JavaScript enhancements.
 */
export async function loader(_: LoaderFunctionArgs) {
  const steps = await requireFlowSteps();
  return {
    steps: steps.map((s) => ({ path: s.path, title: s.title })),
    showExitIntentOnPage: DEFAULT_OTHER_DATA.showExitIntentonPage,
  };
}

export default function JourneyLayout() {
  const { steps, showExitIntentOnPage } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <main className="page journey">
      <ProgressIndicator steps={steps} pathname={pathname} />
      <Outlet />
      <ExitFlow exitIntent={showExitIntentOnPage && pathname === BASIC_DETAILS_PATH} />
    </main>
  );
}
