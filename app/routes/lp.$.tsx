import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ID_PLACEHOLDER, stepHref, stepIndex } from "~/journey/flow";
import { nextStepHref, requireFlowSteps, requireLead } from "~/journey/flow.server";
import { OTP_PATH_PREFIX } from "~/journey/paths";
import { getSession } from "~/platform/session.server";
import { pageTitle } from "~/brand";

/**
 * Any other /lp path. A configured step without its own route yet renders a titled
 * placeholder (pincode, schemes and visit booking arrive with their own routes); an
 * unknown path goes to the first step (spec §2).
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title ?? "Your gold loan") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const steps = await requireFlowSteps();
  const url = new URL(request.url);
  const index = stepIndex(steps, url.pathname);
  if (index === -1) throw redirect(`${steps[0]!.path}${url.search}`);
  const lead = requireLead(await getSession(request));
  const step = steps[index]!;
  // A step that takes an id (/lp/otp/auth/[id]) reached without one: its own route, with the lead's id.
  if (step.path.includes(ID_PLACEHOLDER)) throw redirect(stepHref(step, lead.lead_id));
  if (!lead.isOtpVerified) throw redirect(`${OTP_PATH_PREFIX}${encodeURIComponent(lead.lead_id)}`);
  return { title: steps[index]!.title, next: nextStepHref(steps, url.pathname, lead.lead_id) };
}

export default function PlaceholderStep() {
  const { title, next } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="step-title">
      <h1 id="step-title">{title}</h1>
      <div className="card">
        <p>Your mobile number is verified. This step of the online journey opens soon.</p>
        <p>Our team will call you to finish your application, or you can call us now.</p>
        {next && (
          <p>
            <Link to={next}>Skip to the next step</Link>
          </p>
        )}
      </div>
    </section>
  );
}
