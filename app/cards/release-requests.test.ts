import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { asText, msg } from "~/i18n/message";
import { NOTES_MAX_LENGTH, owedBeforeFullRelease, RELEASE_FILTERS, releaseFilter } from "~/cards/release-requests";
import { ReleaseFormSchema } from "~/cards/release-requests-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

/** The form as the action reads it: the input, or the messages of each field. */
const readReleaseForm = (data: FormData) => {
  const submission = parseWithZod(data, { schema: ReleaseFormSchema });
  return submission.status === "success" ? { ok: true, input: submission.value } : { ok: false, problems: submission.error };
};

// The messages as a reply carries them (app/i18n/message.ts).
const ACTION_PROBLEM = asText(msg("Choose all or part of your gold."));
const PRIORITY_PROBLEM = asText(msg("Choose how soon you need it."));
const NOTES_PROBLEM = asText(msg("Please keep your note under {count} characters.", { count: 500 }));

describe("releaseFilter", () => {
  it("is open (REQUESTED, IN_PROGRESS) by default", () => {
    const filter = releaseFilter(null);
    expect(filter.id).toBe("open");
    expect(filter.statuses).toEqual(["REQUESTED", "IN_PROGRESS"]);
  });

  it.each([["unknown"], [""], ["OPEN"]])("is open for the unknown id %j", (id) => {
    expect(releaseFilter(id).id).toBe("open");
  });

  it("finds closed and all", () => {
    expect(releaseFilter("closed").statuses).toEqual(["RELEASED", "REJECTED"]);
    expect(releaseFilter("all").statuses).toEqual(["REQUESTED", "IN_PROGRESS", "RELEASED", "REJECTED"]);
    expect(RELEASE_FILTERS.map((f) => f.id)).toEqual(["open", "closed", "all"]);
  });
});

describe("ReleaseFormSchema", () => {
  it("reads a valid form", () => {
    expect(readReleaseForm(form({ actionDesired: "PART_RELEASE", priority: "URGENT", customerNotes: "Need 10 g back" }))).toEqual({
      ok: true,
      input: { actionDesired: "PART_RELEASE", priority: "URGENT", customerNotes: "Need 10 g back" },
    });
  });

  it("trims the notes and accepts no notes", () => {
    expect(readReleaseForm(form({ actionDesired: "FULL_RELEASE", priority: "NORMAL", customerNotes: "  hello  \n" }))).toEqual({
      ok: true,
      input: { actionDesired: "FULL_RELEASE", priority: "NORMAL", customerNotes: "hello" },
    });
    expect(readReleaseForm(form({ actionDesired: "FULL_RELEASE", priority: "NORMAL" }))).toEqual({
      ok: true,
      input: { actionDesired: "FULL_RELEASE", priority: "NORMAL", customerNotes: "" },
    });
  });

  it("asks for the action when it is missing", () => {
    expect(readReleaseForm(form({ priority: "NORMAL" }))).toEqual({ ok: false, problems: { actionDesired: [ACTION_PROBLEM] } });
  });

  it("asks for the action when it is unknown", () => {
    expect(readReleaseForm(form({ actionDesired: "SELL", priority: "NORMAL" }))).toEqual({
      ok: false,
      problems: { actionDesired: [ACTION_PROBLEM] },
    });
  });

  it("asks for the priority when it is not one of the choices", () => {
    expect(readReleaseForm(form({ actionDesired: "FULL_RELEASE", priority: "ASAP" }))).toEqual({
      ok: false,
      problems: { priority: [PRIORITY_PROBLEM] },
    });
  });

  it("refuses notes over 500 characters and accepts exactly 500", () => {
    expect(NOTES_MAX_LENGTH).toBe(500);
    expect(readReleaseForm(form({ actionDesired: "FULL_RELEASE", priority: "NORMAL", customerNotes: "x".repeat(501) }))).toEqual({
      ok: false,
      problems: { customerNotes: [NOTES_PROBLEM] },
    });
    const ok = readReleaseForm(form({ actionDesired: "FULL_RELEASE", priority: "NORMAL", customerNotes: "x".repeat(500) }));
    expect(ok.ok).toBe(true);
  });

  it("counts notes after trimming", () => {
    const result = readReleaseForm(form({ actionDesired: "FULL_RELEASE", priority: "NORMAL", customerNotes: `  ${"y".repeat(500)}  ` }));
    expect(result).toEqual({ ok: true, input: { actionDesired: "FULL_RELEASE", priority: "NORMAL", customerNotes: "y".repeat(500) } });
  });

  it("reports every problem at once", () => {
    expect(readReleaseForm(form({ customerNotes: "z".repeat(600) }))).toEqual({
      ok: false,
      problems: { actionDesired: [ACTION_PROBLEM], priority: [PRIORITY_PROBLEM], customerNotes: [NOTES_PROBLEM] },
    });
  });
});

describe("owedBeforeFullRelease", () => {
  it("is the limit in use: what must be paid before all the gold can go", () => {
    expect(owedBeforeFullRelease({ creditLimit: 150_000, availableLimit: 112_500, utilisedLimit: 37_500 })).toBe(37_500);
  });

  it("takes the limit less what is available when the upstream's figures are out of step", () => {
    expect(owedBeforeFullRelease({ creditLimit: 150_000, availableLimit: 100_000, utilisedLimit: 37_500 })).toBe(50_000);
  });

  it("is 0 when nothing is owed", () => {
    expect(owedBeforeFullRelease({ creditLimit: 150_000, availableLimit: 150_000, utilisedLimit: 0 })).toBe(0);
  });
});
