import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireJourneyStep } from "~/journey/step.server";
import { pageTitle } from "~/brand";

/**
 * Any other /lp path. A configured step without a route of its own renders a titled
 * placeholder with a way on; an unknown path goes to the first step (spec §2).
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.title ?? "Your gold loan") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { step, next } = await requireJourneyStep(request);
  return { title: step.title, next };
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
