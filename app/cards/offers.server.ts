/** Card offers (goldswiper offers/): the list, and one offer with its code and terms. */
import { cardCall, cardReads } from "~/cards/account.server";
import type { CardContext } from "~/cards/auth.server";
import { longDate } from "~/cards/dates";
import { getOffer, getOffers } from "~/upstream/card.server";
import { readLanguage } from "~/i18n/language.server";

/** The offers (null when they could not be read). */
export async function offersPage(ctx: CardContext) {
  const reads = cardReads(ctx);
  const offers = await reads.read("offers", () => cardCall(ctx, getOffers));
  const { lang } = await readLanguage(ctx.request);
  return {
    offers:
      offers?.map(({ id, title, merchant, summary, validTill }) => ({
        id,
        title,
        merchant,
        summary,
        validTill: longDate(validTill, lang),
      })) ?? null,
    popup: reads.popup,
  };
}

/** One offer; `found: false` when there is none by this id (the read did not fail, it found nothing). */
export async function offerPage(ctx: CardContext, id: string) {
  const reads = cardReads(ctx);
  const offer = await reads.read("offer", () => cardCall(ctx, (token) => getOffer(token, id)));
  const { lang } = await readLanguage(ctx.request);
  return {
    found: offer !== null || reads.popup !== null,
    offer: offer && { ...offer, validTill: longDate(offer.validTill, lang) },
    popup: reads.popup,
  };
}
