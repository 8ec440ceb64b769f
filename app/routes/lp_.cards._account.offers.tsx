import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { requireCardToken } from "~/cards/auth.server";
import { offersPage } from "~/cards/offers.server";

/** Card offers (goldswiper offers/): a list, each leading to its detail page. */
export const meta: MetaFunction = () => [{ title: pageTitle("Offers on your gold card") }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return offersPage(request, await requireCardToken(request));
}

export default function Offers() {
  const { offers } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="offers-title">
      <h1 id="offers-title">Offers for you</h1>
      {offers === null ? (
        <p className="muted">We could not load the offers just now.</p>
      ) : offers.length === 0 ? (
        <p className="muted">No offers right now. Check again soon.</p>
      ) : (
        <ul className="offer-list" data-testid="offers">
          {offers.map((offer) => (
            <li key={offer.id} className="card offer">
              <p className="muted">{offer.merchant}</p>
              <h2>
                <Link to={`/lp/cards/offers/${encodeURIComponent(offer.id)}`}>{offer.title}</Link>
              </h2>
              <p>{offer.summary}</p>
              <p className="muted">Valid till {offer.validTill}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
