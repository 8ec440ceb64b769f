/** The card page: the card and its limits (credit-limit/user), or the no-card answer. */
import { cardReads, readCard } from "~/cards/account.server";
import type { CardContext } from "~/cards/auth.server";

export async function cardPage(ctx: CardContext) {
  const reads = cardReads(ctx);
  const lookup = await readCard(ctx, reads);
  return { lookup, popup: reads.popup };
}
