/**
 * Gold release requests (spec §3, §7): the card's requests with the statuses of a filter (a
 * comma list upstream), and a new request, which starts as REQUESTED from the WEBSITE.
 */
import { cardCall, cardReads, readCard, runCardForm, type CardFailure } from "~/cards/account.server";
import type { CardContext } from "~/cards/auth.server";
import { RELEASE_REQUESTS_PATH, RELEASE_SOURCE, type ReleaseFilter, type ReleaseFormInput } from "~/cards/release-requests";
import { createReleaseRequest, getCreditLimit, getReleaseRequests } from "~/upstream/card.server";

/** The page: the card, and its requests with the filter's statuses (null when they could not be read). */
export async function releaseRequestsPage(request: Request, ctx: CardContext, filter: ReleaseFilter) {
  const reads = cardReads(request, ctx);
  const lookup = await readCard(request, ctx, reads);
  const requests =
    lookup?.kind === "card"
      ? await reads.read("release-requests", () =>
          cardCall(request, ctx, (token) => getReleaseRequests(token, lookup.card.cardId, filter.statuses)),
        )
      : null;
  return { lookup, requests, popup: reads.popup };
}

export type ReleaseOutcome = { kind: "created"; id: string } | { kind: "no-card" } | CardFailure;

/** Raises a release request for the cardholder's card; `typed` goes back with the popup. */
export function raiseReleaseRequest(
  request: Request,
  ctx: CardContext,
  input: ReleaseFormInput,
  typed: Record<string, string>,
): Promise<ReleaseOutcome> {
  return runCardForm(request, ctx, { path: RELEASE_REQUESTS_PATH, typed }, async () => {
    const lookup = await cardCall(request, ctx, getCreditLimit);
    if (lookup.kind !== "card") return { kind: "no-card" } as const;
    const created = await cardCall(request, ctx, (token) =>
      createReleaseRequest(token, { cardId: lookup.card.cardId, ...input, source: RELEASE_SOURCE, releaseStatus: "REQUESTED" }),
    );
    return { kind: "created", id: created.id } as const;
  });
}
