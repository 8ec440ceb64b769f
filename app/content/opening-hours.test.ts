import { describe, expect, it } from "vitest";
import { openingHoursIn } from "~/content/opening-hours";
import { LANGUAGES } from "~/i18n/language";

const HOURS = "Mon–Sat, 9:30 AM – 5:30 PM";

describe("openingHoursIn", () => {
  it("keeps the branch service's English on an English page", () => {
    expect(openingHoursIn(HOURS, "en")).toEqual({ text: HOURS, english: true });
  });

  it.each(LANGUAGES.filter((lang) => lang !== "en"))("says the days and times in %s, with no English word left", (lang) => {
    const hours = openingHoursIn(HOURS, lang);
    expect(hours.english).toBe(false);
    expect(hours.text).not.toMatch(/[A-Za-z]{2,}/);
    expect(hours.text).toMatch(/9:30/);
    expect(hours.text).toMatch(/5:30/);
  });

  it("writes Monday to Saturday in Hindi as the week's short names", () => {
    expect(openingHoursIn(HOURS, "hi").text).toMatch(/^सोम–शनि, /);
  });

  it("puts the time-of-day word before the time, the word the language uses (decision 048)", () => {
    expect(openingHoursIn(HOURS, "mr").text).toMatch(/, सकाळी 9:30 – संध्याकाळी 5:30$/);
    expect(openingHoursIn(HOURS, "kn").text).toMatch(/, ಬೆಳಗ್ಗೆ 9:30 – ಸಂಜೆ 5:30$/);
    expect(openingHoursIn(HOURS, "ta").text).toMatch(/, காலை 9:30 – மாலை 5:30$/);
    expect(openingHoursIn(HOURS, "te").text).toMatch(/, ఉదయం 9:30 – సాయంత్రం 5:30$/);
    expect(openingHoursIn(HOURS, "hi").text).toMatch(/, सुबह 9:30 – शाम 5:30$/);
    expect(openingHoursIn(HOURS, "ml").text).toMatch(/, രാവിലെ 9:30 – വൈകുന്നേരം 5:30$/);
  });

  it("keeps text it cannot read as it came, marked English", () => {
    expect(openingHoursIn("By appointment", "ta")).toEqual({ text: "By appointment", english: true });
  });
});
