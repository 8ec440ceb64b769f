/**
 * Gold release requests (requirements §3, §7): the card's requests with the statuses of a filter (a
 * comma list upstream), and a new request, which starts as REQUESTED from the WEBSITE.
 */
import { cardCall, cardReads, readCard, runCardForm } from "~/cards/account.server";
import type { CardContext } from "~/cards/auth.server";
import { flashCardNotice } from "~/cards/notice.server";
import { RELEASE_REQUESTS_PATH, RELEASE_SOURCE, type ReleaseFilter } from "~/cards/release-requests";
import type { ReleaseFormInput } from "~/cards/release-requests-form";
import { moveTo, type Outcome } from "~/site/form-action.server";
import { createReleaseRequest, getCreditLimit, getReleaseRequests } from "~/upstream/card.server";

/** The page: the card, and its requests with the filter's statuses (null when they could not be read). */
export async function releaseRequestsPage(ctx: CardContext, filter: ReleaseFilter) {
  const reads = cardReads(ctx);
  const lookup = await readCard(ctx, reads);
  const requests =
    lookup?.kind === "card"
      ? await reads.read("release-requests", () => cardCall(ctx, (token) => getReleaseRequests(token, lookup.card.cardId, filter.statuses)))
      : null;
  return { lookup, requests, popup: reads.popup };
}

/** Raises a release request for the cardholder's card; the page then says it was received (the session's notice). */
export function raiseReleaseRequest(input: ReleaseFormInput, ctx: CardContext): Promise<Outcome> {
  return runCardForm(ctx, async () => {
    const lookup = await cardCall(ctx, getCreditLimit);
    if (lookup.kind !== "card") return moveTo(RELEASE_REQUESTS_PATH);
    const created = await cardCall(ctx, (token) =>
      createReleaseRequest(token, { cardId: lookup.card.cardId, ...input, source: RELEASE_SOURCE, releaseStatus: "REQUESTED" }),
    );
    flashCardNotice(ctx.session, "release-requests", { createdId: created.id });
    return moveTo(RELEASE_REQUESTS_PATH);
  });
}
