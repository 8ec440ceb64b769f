import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { getSession } from "~/platform/session.server";

/**
 * The gold card landing page where a signed-out cardholder lands (spec §2): no session, a
 * token the upstream rejected, or a sign-out. It says so and offers the login again.
 */
export const meta: MetaFunction = () => [
  { title: pageTitle("Gold card: spend against your gold") },
  { name: "description", content: "A credit card backed by your gold. Log in to see your limits, raise a release request and claim rewards." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  return { loggedIn: session.has("cardholder") };
}

export default function GoldCardLanding() {
  const { loggedIn } = useLoaderData<typeof loader>();
  return (
    <main className="page cards">
      <section aria-labelledby="goldcard-title">
        <h1 id="goldcard-title">Your gold card</h1>
        <p className="lead" data-testid="signed-out">
          {loggedIn ? "You are logged in." : "You are logged out. Log in to see your card limits, requests and rewards."}
        </p>
        <p>
          <Link className="button button--block" to={loggedIn ? "/lp/cards/limits" : "/lp/cards/login"}>
            {loggedIn ? "Go to my card" : "Log in to your gold card"}
          </Link>
        </p>
        <ul className="benefits">
          <li className="benefit">Spend up to 75% of your gold's value, without selling it.</li>
          <li className="benefit">Raise your limit by pledging more gold at a branch or at home.</li>
          <li className="benefit">Get your gold back whenever you want with a release request.</li>
        </ul>
      </section>
    </main>
  );
}
