import { describe, expect, it } from "vitest";
import {
  CLAIMED,
  MISSED,
  groupRewards,
  idsToClaim,
  isClaimableGroup,
  isUpcomingGroup,
  rewardStatusLabel,
  type RewardGroup,
} from "~/cards/rewards";
import { RewardSchema, type Reward } from "~/upstream/schemas/card";

const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const PAST = "2026-06-01T00:00:00.000Z";
const EARLIER = "2026-05-01T00:00:00.000Z";
const FUTURE = "2026-07-01T00:00:00.000Z";
const LATER = "2026-08-01T00:00:00.000Z";
const AT_NOW = "2026-06-15T12:00:00.000Z";

let seq = 0;
/** A valid reward (parsed with RewardSchema) running from EARLIER to FUTURE, not claimed, not missed. */
function reward(overrides: Partial<Reward> = {}): Reward {
  seq += 1;
  return RewardSchema.parse({
    reward_id: `R${seq}`,
    group_id: "G1",
    group_title: "Festive spends",
    title: `Reward ${seq}`,
    amount: 100,
    current_status: "PENDING",
    startDate: EARLIER,
    endDate: FUTURE,
    status: "Active",
    ...overrides,
  });
}

describe("constants", () => {
  it("are the upstream status words", () => {
    expect(CLAIMED).toBe("CLAIMED");
    expect(MISSED).toBe("Missed");
  });
});

describe("reward factory", () => {
  it("rejects a reward that does not match RewardSchema", () => {
    expect(() => reward({ endDate: "not a date" })).toThrow();
  });
});

describe("isClaimableGroup", () => {
  it("is true when every reward has ended", () => {
    expect(isClaimableGroup([reward({ endDate: PAST }), reward({ endDate: EARLIER, startDate: "2026-04-01T00:00:00.000Z" })], NOW)).toBe(
      true,
    );
  });

  it("is true when every reward is Missed, even if not ended", () => {
    expect(isClaimableGroup([reward({ status: MISSED }), reward({ status: MISSED })], NOW)).toBe(true);
  });

  it("is true for one ended reward and one Missed reward that has not ended", () => {
    expect(isClaimableGroup([reward({ endDate: PAST }), reward({ endDate: FUTURE, status: MISSED })], NOW)).toBe(true);
  });

  it("is false for one ended reward and one still running that is not Missed", () => {
    expect(isClaimableGroup([reward({ endDate: PAST }), reward({ endDate: FUTURE, status: "Active" })], NOW)).toBe(false);
  });

  it("treats an end date exactly at now as not yet passed", () => {
    expect(isClaimableGroup([reward({ endDate: AT_NOW })], NOW)).toBe(false);
    expect(isClaimableGroup([reward({ endDate: AT_NOW })], NOW + 1)).toBe(true);
  });

  it("only treats the exact status Missed as missed", () => {
    expect(isClaimableGroup([reward({ status: "MISSED" })], NOW)).toBe(false);
  });

  it("is false for no rewards", () => {
    expect(isClaimableGroup([], NOW)).toBe(false);
  });
});

describe("isUpcomingGroup", () => {
  it("is true when every reward starts in the future", () => {
    expect(isUpcomingGroup([reward({ startDate: FUTURE, endDate: LATER }), reward({ startDate: LATER, endDate: LATER })], NOW)).toBe(true);
  });

  it("is false when one reward starts in the future and one has started", () => {
    expect(isUpcomingGroup([reward({ startDate: FUTURE, endDate: LATER }), reward({ startDate: PAST })], NOW)).toBe(false);
  });

  it("treats a start date exactly at now as not in the future", () => {
    expect(isUpcomingGroup([reward({ startDate: AT_NOW })], NOW)).toBe(false);
    expect(isUpcomingGroup([reward({ startDate: AT_NOW })], NOW - 1)).toBe(true);
  });

  it("is false for no rewards", () => {
    expect(isUpcomingGroup([], NOW)).toBe(false);
  });
});

describe("groupRewards", () => {
  it("is empty for no rewards", () => {
    expect(groupRewards([], NOW)).toEqual([]);
  });

  it("groups by group_id in the order groups first appear", () => {
    const a1 = reward({ reward_id: "a1", group_id: "B", group_title: "Beta" });
    const b1 = reward({ reward_id: "b1", group_id: "A", group_title: "Alpha" });
    const a2 = reward({ reward_id: "a2", group_id: "B", group_title: "Beta (second)" });
    const c1 = reward({ reward_id: "c1", group_id: "C", group_title: "Gamma" });
    const groups = groupRewards([a1, b1, a2, c1], NOW);
    expect(groups.map((g) => g.id)).toEqual(["B", "A", "C"]);
    expect(groups.map((g) => g.title)).toEqual(["Beta", "Alpha", "Gamma"]);
    expect(groups[0]!.rewards.map((r) => r.reward_id)).toEqual(["a1", "a2"]);
    expect(groups[1]!.rewards.map((r) => r.reward_id)).toEqual(["b1"]);
  });

  it("computes earned from the rewards that were not Missed", () => {
    const [group] = groupRewards([reward({ amount: 150 }), reward({ amount: 250.5 }), reward({ amount: 1000, status: MISSED })], NOW);
    expect(group!.earned).toBe(400.5);
  });

  it("earns 0 when every reward was Missed", () => {
    const [group] = groupRewards([reward({ amount: 50, status: MISSED })], NOW);
    expect(group!.earned).toBe(0);
  });

  it("starts at the earliest start and ends at the latest end", () => {
    const [group] = groupRewards(
      [
        reward({ startDate: "2026-05-10T00:00:00.000Z", endDate: "2026-07-10T00:00:00.000Z" }),
        reward({ startDate: "2026-05-02T00:00:00.000Z", endDate: "2026-09-30T00:00:00.000Z" }),
        reward({ startDate: "2026-05-20T00:00:00.000Z", endDate: "2026-08-01T00:00:00.000Z" }),
      ],
      NOW,
    );
    expect(group!.startsAt).toBe("2026-05-02T00:00:00.000Z");
    expect(group!.endsAt).toBe("2026-09-30T00:00:00.000Z");
  });

  it("gives each group its state", () => {
    const groups = groupRewards(
      [
        reward({ group_id: "ended", endDate: PAST }),
        reward({ group_id: "future", startDate: FUTURE, endDate: LATER }),
        reward({ group_id: "running" }),
        reward({ group_id: "claimed", endDate: PAST, current_status: CLAIMED }),
      ],
      NOW,
    );
    expect(groups.map((g) => [g.id, g.state])).toEqual([
      ["ended", "claimable"],
      ["future", "upcoming"],
      ["running", "running"],
      ["claimed", "claimed"],
    ]);
  });

  it("makes a group whose rewards are all CLAIMED claimed, not claimable, even when ended", () => {
    const [group] = groupRewards(
      [reward({ endDate: PAST, current_status: CLAIMED }), reward({ endDate: PAST, current_status: CLAIMED, status: MISSED })],
      NOW,
    );
    expect(group!.state).toBe("claimed");
  });

  it("keeps a group with only some rewards CLAIMED claimable when it has ended", () => {
    const [group] = groupRewards([reward({ endDate: PAST, current_status: CLAIMED }), reward({ endDate: PAST })], NOW);
    expect(group!.state).toBe("claimable");
  });

  it("makes a group with one ended and one running (not Missed) reward running", () => {
    const [group] = groupRewards([reward({ endDate: PAST }), reward({ endDate: FUTURE })], NOW);
    expect(group!.state).toBe("running");
  });
});

describe("idsToClaim", () => {
  it("lists the ids of the rewards not yet CLAIMED, in order", () => {
    const [group] = groupRewards(
      [
        reward({ reward_id: "x1", endDate: PAST }),
        reward({ reward_id: "x2", endDate: PAST, current_status: CLAIMED }),
        reward({ reward_id: "x3", endDate: PAST, status: MISSED }),
      ],
      NOW,
    );
    expect(idsToClaim(group!)).toEqual(["x1", "x3"]);
  });

  it("is empty for a group already claimed", () => {
    const group: RewardGroup = {
      id: "G",
      title: "t",
      rewards: [reward({ reward_id: "y1", current_status: CLAIMED })],
      state: "claimed",
      earned: 0,
      startsAt: EARLIER,
      endsAt: FUTURE,
    };
    expect(idsToClaim(group)).toEqual([]);
  });
});

describe("rewardStatusLabel", () => {
  it("says the statuses the upstream sends in the catalogue's words, and knows no other", () => {
    expect(["Pending", "Achieved", "Missed", "Upcoming"].map(rewardStatusLabel)).toEqual(["Pending", "Achieved", "Missed", "Upcoming"]);
    for (const status of ["PENDING", "Claimed", "constructor", "toString", ""]) expect(rewardStatusLabel(status), status).toBeNull();
  });
});
