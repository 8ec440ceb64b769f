/**
 * Rewards (requirements §2 "Reward helpers", §4): the cardholder's rewards grouped by campaign, and the
 * claim of a group, looked up again first: only a group that is claimable now can be claimed.
 */
import { cardCall, cardReads, runCardForm } from "~/cards/account.server";
import { cardholderOf, type CardContext } from "~/cards/auth.server";
import { longDate } from "~/cards/dates";
import { REWARDS_PATH, groupRewards, idsToClaim } from "~/cards/rewards";
import type { ClaimForm } from "~/cards/rewards-form";
import { msg } from "~/i18n/message";
import { moveTo, refuse, type Outcome } from "~/site/form-action.server";
import { claimRewards, getRewards } from "~/upstream/card.server";
import { readLanguage } from "~/i18n/language.server";
import { oneAtATime } from "~/site/write-once.server";

export const NOT_CLAIMABLE = msg("This reward cannot be claimed now.");
export const ALREADY_CLAIMED = msg("You have already claimed this reward.");

/** The page: the reward groups as the page shows them (null when they could not be read). */
export async function rewardsPage(ctx: CardContext) {
  const reads = cardReads(ctx);
  const rewards = await reads.read("rewards", () => cardCall(ctx, getRewards));
  const groups = rewards ? groupRewards(rewards, Date.now()) : null;
  const { lang } = await readLanguage(ctx.request);
  return {
    groups:
      groups?.map(({ id, title, state, earned, startsAt, endsAt, rewards }) => ({
        id,
        title,
        state,
        earned,
        startsOn: longDate(startsAt, lang),
        endsOn: longDate(endsAt, lang),
        rewards: rewards.map(({ reward_id, title, amount, status }) => ({ id: reward_id, title, amount, status })),
      })) ?? null,
    popup: reads.popup,
  };
}

/**
 * Claims every reward of the group not claimed yet; the page then says what was claimed (the
 * session's notice). One claim at a time per cardholder, and the rewards are read inside it: of
 * parallel submits one claims, the others are told it is under way, and a submit after it
 * finished finds the group claimed.
 */
export function claimRewardGroup(input: ClaimForm, ctx: CardContext): Promise<Outcome> {
  return runCardForm(ctx, () =>
    oneAtATime("reward-claim", cardholderOf(ctx), async () => {
      const group = groupRewards(await cardCall(ctx, getRewards), Date.now()).find((g) => g.id === input.groupId);
      if (group?.state === "claimed") return refuse({ form: ALREADY_CLAIMED });
      if (!group || group.state !== "claimable") return refuse({ form: NOT_CLAIMABLE });
      await cardCall(ctx, (token) => claimRewards(token, idsToClaim(group)));
      return moveTo(REWARDS_PATH, { notice: { page: "rewards", claimedGroupId: group.id } });
    }),
  );
}
