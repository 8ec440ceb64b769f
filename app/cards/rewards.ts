/**
 * Reward grouping (requirements §2 "Reward helpers"): rewards of one campaign form a group.
 * - A group is claimable when every reward's end date has passed or its status is Missed.
 * - A group is upcoming when every reward's start date is in the future.
 * A group whose rewards are all CLAIMED is claimed, never claimable again; any other group
 * is running. Claiming sets current_status to CLAIMED (requirements §4).
 */
import type { MessageKey } from "~/i18n/keys";
import type { Reward } from "~/upstream/schemas/card";

/** The page of these forms. */
export const REWARDS_PATH = "/lp/cards/rewards";

export const CLAIMED = "CLAIMED";
export const MISSED = "Missed";

/**
 * A reward's status as the page says it: the statuses the upstream sends (its seed and requirements
 * §3 "rewardData") in the page's words; null for one it does not know, which the page shows as it
 * came, marked English.
 */
const REWARD_STATUS_LABEL: Readonly<Record<string, MessageKey>> = {
  Pending: "Pending",
  Achieved: "Achieved",
  Missed: "Missed",
  Upcoming: "Upcoming",
};

export function rewardStatusLabel(status: string): MessageKey | null {
  return Object.hasOwn(REWARD_STATUS_LABEL, status) ? REWARD_STATUS_LABEL[status]! : null;
}

export type RewardGroupState = "claimable" | "upcoming" | "claimed" | "running";

export type RewardGroup = {
  id: string;
  title: string;
  rewards: Reward[];
  state: RewardGroupState;
  /** What the group pays: the amounts of its rewards that were not missed. */
  earned: number;
  startsAt: string;
  endsAt: string;
};

const time = (iso: string) => new Date(iso).getTime();

export function isClaimableGroup(rewards: readonly Reward[], now: number): boolean {
  return rewards.length > 0 && rewards.every((r) => time(r.endDate) < now || r.status === MISSED);
}

export function isUpcomingGroup(rewards: readonly Reward[], now: number): boolean {
  return rewards.length > 0 && rewards.every((r) => time(r.startDate) > now);
}

function stateOf(rewards: readonly Reward[], now: number): RewardGroupState {
  if (rewards.every((r) => r.current_status === CLAIMED)) return "claimed";
  if (isClaimableGroup(rewards, now)) return "claimable";
  if (isUpcomingGroup(rewards, now)) return "upcoming";
  return "running";
}

/** Rewards grouped by campaign, in the order their groups first appear. */
export function groupRewards(rewards: readonly Reward[], now: number): RewardGroup[] {
  const byGroup = new Map<string, Reward[]>();
  for (const reward of rewards) byGroup.set(reward.group_id, [...(byGroup.get(reward.group_id) ?? []), reward]);
  return [...byGroup.entries()].map(([id, members]) => ({
    id,
    title: members[0]!.group_title,
    rewards: members,
    state: stateOf(members, now),
    earned: members.filter((r) => r.status !== MISSED).reduce((sum, r) => sum + r.amount, 0),
    startsAt: members.map((r) => r.startDate).sort()[0]!,
    endsAt: members
      .map((r) => r.endDate)
      .sort()
      .at(-1)!,
  }));
}

/** The reward ids a claim of this group updates: those not yet claimed. */
export function idsToClaim(group: RewardGroup): string[] {
  return group.rewards.filter((r) => r.current_status !== CLAIMED).map((r) => r.reward_id);
}
