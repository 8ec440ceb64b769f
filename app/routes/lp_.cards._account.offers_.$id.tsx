import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { requireCardToken } from "~/cards/auth.server";
import { offerPage } from "~/cards/offers.server";

/** One offer (goldswiper offers/{id}): what it gives, its code and its terms. An unknown offer is a 404. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.offer?.title ?? "Offer") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { found, ...page } = await offerPage(request, await requireCardToken(request), params.id ?? "");
  if (!found) throw new Response("Offer not found", { status: 404 });
  return page;
}

export default function OfferDetail() {
  const { offer } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="offer-title">
      <p>
        <Link to="/lp/cards/offers">← All offers</Link>
      </p>
      {offer === null ? (
        <p className="muted">We could not load this offer just now.</p>
      ) : (
        <article className="card offer" data-testid="offer">
          <p className="muted">{offer.merchant}</p>
          <h1 id="offer-title">{offer.title}</h1>
          <p className="lead">{offer.summary}</p>
          {offer.code && (
            <p>
              Use code <strong className="nowrap">{offer.code}</strong>
            </p>
          )}
          <p className="muted">Valid till {offer.validTill}</p>
          {offer.terms.length > 0 && (
            <>
              <h2>Terms</h2>
              <ul>
                {offer.terms.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </>
          )}
        </article>
      )}
    </section>
  );
}
