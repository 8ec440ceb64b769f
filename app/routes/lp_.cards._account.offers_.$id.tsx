import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/brand";
import { requireCardToken } from "~/cards/auth.server";
import { offerPage } from "~/cards/offers.server";
import { fillNodes } from "~/components/fill-nodes";
import { routeMessages } from "~/i18n/catalogue.server";
import { metaTranslator, useT } from "~/i18n/use-t";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["cards-offers"] };

/** One offer (goldswiper offers/{id}): what it gives, its code and its terms. An unknown offer is a 404. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.offer?.title ?? metaTranslator(matches)("Offer")) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { found, ...page } = await offerPage(await requireCardToken(request), params.id ?? "");
  if (!found) throw new Response("Offer not found", { status: 404 });
  return { ...page, i18n: await routeMessages(request, handle) };
}

export default function OfferDetail() {
  const t = useT();
  const { offer } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="offer-title">
      <p>
        <Link to="/lp/cards/offers">{t("← All offers")}</Link>
      </p>
      {offer === null ? (
        <p className="muted">{t("We could not load this offer just now.")}</p>
      ) : (
        <article className="card offer" data-testid="offer">
          <p className="muted" lang="en">
            {offer.merchant}
          </p>
          <h1 id="offer-title" lang="en">
            {offer.title}
          </h1>
          <p className="lead" lang="en">
            {offer.summary}
          </p>
          {offer.code && (
            <p>
              {fillNodes(t("Use code {code}"), {
                code: (
                  <strong className="nowrap" lang="en">
                    {offer.code}
                  </strong>
                ),
              })}
            </p>
          )}
          <p className="muted">{t("Valid till {date}", { date: offer.validTill })}</p>
          {offer.terms.length > 0 && (
            <>
              <h2>{t("Terms")}</h2>
              <ul lang="en">
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
