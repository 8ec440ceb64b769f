import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { cardPageMeta } from "~/cards/meta";
import { requireCardToken } from "~/cards/auth.server";
import { offersPage } from "~/cards/offers.server";
import { routeMessages } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/use-t";
import { Illustration } from "~/components/illustration";
import type { PageHandle } from "~/root";

/** The words its page shows (decision 051). */
export const handle: PageHandle = { i18n: ["cards-offers"] };

/** Card offers (goldswiper offers/): a list, each leading to its detail page. */
export const meta = cardPageMeta("Offers on your gold card");

export async function loader({ request }: LoaderFunctionArgs) {
  return { ...(await offersPage(await requireCardToken(request))), i18n: await routeMessages(request, handle) };
}

export default function Offers() {
  const t = useT();
  const { offers } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="offers-title">
      <h1 id="offers-title">{t("Offers for you")}</h1>
      {offers === null ? (
        <p className="muted">{t("We could not load the offers just now.")}</p>
      ) : offers.length === 0 ? (
        <div className="empty-state" data-testid="no-offers">
          <Illustration name="money" width={160} />
          <p className="muted">{t("No offers right now. Check again soon.")}</p>
        </div>
      ) : (
        <ul className="offer-list" data-testid="offers">
          {offers.map((offer) => (
            <li key={offer.id} className="card offer">
              <p className="muted" lang="en">
                {offer.merchant}
              </p>
              <h2 lang="en">
                <Link to={`/lp/cards/offers/${encodeURIComponent(offer.id)}`}>{offer.title}</Link>
              </h2>
              <p lang="en">{offer.summary}</p>
              <p className="muted">{t("Valid till {date}", { date: offer.validTill })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
