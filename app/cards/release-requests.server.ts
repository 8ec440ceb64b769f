/**
 * Gold release requests (requirements §3, §7): the card's requests with the statuses of a filter (a
 * comma list upstream), and a new request, which starts as REQUESTED from the WEBSITE.
 */
import { cardCall, cardReads, readCard, runCardForm } from "~/cards/account.server";
import { cardholderOf, type CardContext } from "~/cards/auth.server";
import { RELEASE_REQUESTS_PATH, RELEASE_SOURCE, type ReleaseFilter } from "~/cards/release-requests";
import type { ReleaseFormInput } from "~/cards/release-requests-form";
import { moveTo, type Outcome } from "~/site/form-action.server";
import { createReleaseRequest, getCreditLimit, getReleaseRequests } from "~/upstream/card.server";
import { oneAtATime, recentWrites } from "~/site/write-once.server";

/**
 * The same request for the same card again within this time is the first one sent twice (a
 * double tap, a reload of the form's answer, the back button), not a second request: it is
 * answered with the first one's id and nothing is raised. Different notes, action or priority
 * make a new request at once; the same one again after this time is raised.
 */
export const SAME_REQUEST_MS = 10 * 60 * 1000;

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

/**
 * Raises a release request for the cardholder's card; the page then says it was received (the
 * session's notice). One at a time per cardholder: of parallel submits one raises it and the
 * others are told it is under way; the same request sent again within SAME_REQUEST_MS is the
 * first one (its id, nothing raised).
 */
export function raiseReleaseRequest(input: ReleaseFormInput, ctx: CardContext): Promise<Outcome> {
  return runCardForm(ctx, () =>
    oneAtATime("release-request", cardholderOf(ctx), async () => {
      const lookup = await cardCall(ctx, getCreditLimit);
      if (lookup.kind !== "card") return moveTo(RELEASE_REQUESTS_PATH);
      const same = JSON.stringify([cardholderOf(ctx), lookup.card.cardId, input.actionDesired, input.priority, input.customerNotes]);
      let createdId = await recentWrites.recall("release-request", same);
      if (createdId === null) {
        const created = await cardCall(ctx, (token) =>
          createReleaseRequest(token, { cardId: lookup.card.cardId, ...input, source: RELEASE_SOURCE, releaseStatus: "REQUESTED" }),
        );
        createdId = created.id;
        await recentWrites.keep("release-request", same, created.id, SAME_REQUEST_MS);
      }
      return moveTo(RELEASE_REQUESTS_PATH, { notice: { page: "release-requests", createdId } });
    }),
  );
}
