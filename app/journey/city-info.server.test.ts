import { describe, expect, it } from "vitest";
import { cityInfoView } from "~/journey/city-info.server";
import { CATALOGUE } from "~/i18n/messages/index.server";
import type { CityInfo } from "~/upstream/schemas/content";

const pune: CityInfo = {
  id: 3,
  city_id: 3,
  city_name: "Pune",
  description: "A description only the CMS has.",
  branchCount: 3,
  customersServed: 56_764,
  highlights: ["Branches in Shivajinagar, Camp and Baner", "Open on Sundays at Aundh", "No hidden charges", " "],
  locale: "en",
};

describe("a city's info in the page's language", () => {
  it("shows every highlight: in the site's translation, or as the CMS wrote it, marked in its language", () => {
    expect(cityInfoView(pune, "ta")?.highlights).toEqual([
      { text: CATALOGUE["cms-copy"]["Branches in Shivajinagar, Camp and Baner"].ta },
      { text: "Open on Sundays at Aundh", lang: "en" },
      { text: CATALOGUE["cms-copy"]["No hidden charges"].ta },
    ]);
  });

  it("shows an English page's highlights as they came, unmarked", () => {
    expect(cityInfoView(pune, "en")?.highlights).toEqual([
      { text: "Branches in Shivajinagar, Camp and Baner" },
      { text: "Open on Sundays at Aundh" },
      { text: "No hidden charges" },
    ]);
  });
});
