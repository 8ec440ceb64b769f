/**
 * Release request rules (pure): the status filters of the list page, the form's choices,
 * and its validation. Filters are sent upstream as a comma list of statuses (spec §7).
 */
import * as z from "zod";
import { ReleaseActionSchema, ReleasePrioritySchema, type ReleaseStatus } from "~/upstream/schemas/card";

export const RELEASE_SOURCE = "WEBSITE";
export const NOTES_MAX_LENGTH = 500;

export const RELEASE_FILTERS = [
  { id: "open", label: "Open", statuses: ["REQUESTED", "IN_PROGRESS"] },
  { id: "closed", label: "Closed", statuses: ["RELEASED", "REJECTED"] },
  { id: "all", label: "All", statuses: ["REQUESTED", "IN_PROGRESS", "RELEASED", "REJECTED"] },
] as const satisfies readonly { id: string; label: string; statuses: readonly ReleaseStatus[] }[];

export type ReleaseFilter = (typeof RELEASE_FILTERS)[number];

/** The filter asked for; open requests by default. */
export function releaseFilter(id: string | null): ReleaseFilter {
  return RELEASE_FILTERS.find((f) => f.id === id) ?? RELEASE_FILTERS[0];
}

export const RELEASE_STATUS_LABEL: Record<ReleaseStatus, string> = {
  REQUESTED: "Requested",
  IN_PROGRESS: "In progress",
  RELEASED: "Released",
  REJECTED: "Not possible",
};

export const RELEASE_ACTIONS = [
  { value: "FULL_RELEASE", label: "All my gold", hint: "Close the card's pledge and take all the gold back." },
  { value: "PART_RELEASE", label: "Part of my gold", hint: "Your limit goes down with the gold you take." },
] as const;

export const RELEASE_PRIORITIES = [
  { value: "NORMAL", label: "In the next few days" },
  { value: "URGENT", label: "Urgently" },
] as const;

const ReleaseFormSchema = z.object({
  actionDesired: ReleaseActionSchema,
  priority: ReleasePrioritySchema,
  customerNotes: z.string().trim().max(NOTES_MAX_LENGTH),
});
export type ReleaseFormInput = z.infer<typeof ReleaseFormSchema>;

const PROBLEMS = {
  actionDesired: "Choose all or part of your gold.",
  priority: "Choose how soon you need it.",
  customerNotes: `Please keep your note under ${NOTES_MAX_LENGTH} characters.`,
} as const;

export function readReleaseForm(
  form: FormData
): { ok: true; input: ReleaseFormInput } | { ok: false; problems: Partial<Record<keyof typeof PROBLEMS, string>> } {
  const parsed = ReleaseFormSchema.safeParse({
    actionDesired: form.get("actionDesired") ?? undefined,
    priority: form.get("priority") ?? undefined,
    customerNotes: String(form.get("customerNotes") ?? ""),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems: Partial<Record<keyof typeof PROBLEMS, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof typeof PROBLEMS;
    if (field in PROBLEMS) problems[field] = PROBLEMS[field];
  }
  return { ok: false, problems };
}
