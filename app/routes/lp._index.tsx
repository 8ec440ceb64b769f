import { redirect } from "@remix-run/node";
import { requireFlowSteps } from "~/journey/flow.server";

/** /lp itself is not a step: it goes to the first configured step, keeping the landing query. */
export async function loader({ request }: { request: Request }) {
  const steps = await requireFlowSteps();
  return redirect(`${steps[0]!.path}${new URL(request.url).search}`);
}
