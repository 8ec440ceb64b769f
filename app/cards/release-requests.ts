/**
 * Release request rules (pure): the status filters of the list page, the form's choices and
 * what its fields say when refused (the schema: release-requests-form.ts). Filters are sent
 * upstream as a comma list of statuses (requirements §7).
 */
import type { MessageKey } from "~/i18n/keys";
import { msg } from "~/i18n/message";
import type { Card, ReleaseStatus } from "~/upstream/schemas/card";

/** The page of these forms. */
export const RELEASE_REQUESTS_PATH = "/lp/cards/release-requests";

export const RELEASE_SOURCE = "WEBSITE";
export const NOTES_MAX_LENGTH = 500;

export const RELEASE_FILTERS = [
  { id: "open", label: "Open", statuses: ["REQUESTED", "IN_PROGRESS"] },
  { id: "closed", label: "Closed", statuses: ["RELEASED", "REJECTED"] },
  { id: "all", label: "All", statuses: ["REQUESTED", "IN_PROGRESS", "RELEASED", "REJECTED"] },
] as const satisfies readonly { id: string; label: MessageKey; statuses: readonly ReleaseStatus[] }[];

export type ReleaseFilter = (typeof RELEASE_FILTERS)[number];

/** The filter asked for; open requests by default. */
export function releaseFilter(id: string | null): ReleaseFilter {
  return RELEASE_FILTERS.find((f) => f.id === id) ?? RELEASE_FILTERS[0];
}

export const RELEASE_STATUS_LABEL = {
  REQUESTED: "Requested",
  IN_PROGRESS: "In progress",
  RELEASED: "Released",
  REJECTED: "Not possible",
} as const satisfies Record<ReleaseStatus, MessageKey>;

export const RELEASE_ACTIONS = [
  { value: "FULL_RELEASE", label: "All my gold", hint: "Close the card's pledge and take all the gold back." },
  { value: "PART_RELEASE", label: "Part of my gold", hint: "Your limit goes down with the gold you take." },
] as const satisfies readonly { value: string; label: MessageKey; hint: MessageKey }[];

/**
 * What the card owes, to be paid before all the gold can go: the limit in use (the card's own
 * figure; the limit less what is available when the upstream leaves it out of step). 0 when
 * nothing is owed.
 */
export function owedBeforeFullRelease(card: Pick<Card, "creditLimit" | "availableLimit" | "utilisedLimit">): number {
  const used = Math.max(card.utilisedLimit, card.creditLimit - card.availableLimit);
  return Math.max(0, Math.round(used));
}

export const RELEASE_PRIORITIES = [
  { value: "NORMAL", label: "In the next few days" },
  { value: "URGENT", label: "Urgently" },
] as const satisfies readonly { value: string; label: MessageKey }[];

export const ACTION_PROBLEM = msg("Choose all or part of your gold.");
export const PRIORITY_PROBLEM = msg("Choose how soon you need it.");
export const NOTES_PROBLEM = msg("Please keep your note under {count} characters.", { count: NOTES_MAX_LENGTH });
