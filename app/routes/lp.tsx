import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { ProgressIndicator } from "~/components/progress-indicator";
import { requireFlowSteps } from "~/journey/flow.server";

/**
 * The /lp layout: every journey step renders inside it. Its loader reads the stored
 * flow configuration (a missing one sends the visitor to the company home page); the
 * progress is computed from the URL, so it is right after client-side navigation too.
 */
export async function loader(_: LoaderFunctionArgs) {
  const steps = await requireFlowSteps();
  return { steps: steps.map((s) => ({ path: s.path, title: s.title })) };
}

export default function JourneyLayout() {
  const { steps } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <main className="page journey">
      <ProgressIndicator steps={steps} pathname={pathname} />
      <Outlet />
    </main>
  );
}
