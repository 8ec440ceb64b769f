/**
 * Seeded CMS city information: one entry per seeded city (not Others), with the branch
 * count taken from the branch seed and a deterministic number of customers served.
 */
import { stableHash } from "../hash";
import { branchesIn } from "./branches";
import { SEEDED_CITY_NAMES } from "./cities";
import type { CityInfo } from "~/upstream/schemas/content";

type CityCopy = { description: string; highlights: string[] };

/** A city info as the simulator keeps it: English, and its translations by language (Strapi's localizations). */
export type SeededCityInfo = CityInfo & { translations?: Readonly<Record<string, CityCopy>> };

const WRITTEN: Readonly<Record<string, CityCopy & { translations?: Readonly<Record<string, CityCopy>> }>> = {
  Bangalore: {
    description:
      "Get a gold loan in Bangalore from Koramangala to Electronic City, at a partner branch or at home. Our team checks and weighs your gold in front of you and the money reaches your account the same day.",
    highlights: [
      "Branches in Koramangala, MG Road, Jayanagar and Electronic City",
      "Doorstep visits across the city",
      "Money in 30 minutes",
    ],
  },
  Hyderabad: {
    description:
      "Borrow against your gold in Hyderabad at partner branches in Ameerpet, Abids and Gachibowli. Book a visit, bring your jewellery and walk out with the money in your account.",
    highlights: ["Branches in Ameerpet, Abids and Gachibowli", "Doorstep visits in Madhapur and HITEC City"],
  },
  Pune: {
    description:
      "Gold loans in Pune at low interest, from Camp to Baner. Visit a partner branch or have our team come to your home to check your gold.",
    highlights: ["Branches in Shivajinagar, Camp and Baner", "Doorstep visits across Pune", "No hidden charges"],
    translations: {
      hi: {
        description: "पुणे में कैंप से बाणेर तक कम ब्याज पर गोल्ड लोन। पार्टनर बैंक की शाखा में आएँ या हमारी टीम को अपने घर बुलाकर सोने की जाँच करवाएँ।",
        highlights: ["शिवाजीनगर, कैंप और बाणेर में शाखाएँ", "पूरे पुणे में घर पर विज़िट", "कोई छिपा शुल्क नहीं"],
      },
    },
  },
  Mumbai: {
    description:
      "Get a gold loan in Mumbai from Fort to Andheri, the same day. Your jewellery is sealed in front of you and kept safe in a partner bank's vault.",
    highlights: ["Branches in Fort, Dadar and Andheri East", "Doorstep visits from Colaba to Kurla"],
  },
  Delhi: {
    description:
      "Gold loans in Delhi at partner branches in Connaught Place, Karol Bagh and Lajpat Nagar. Compare schemes from several lenders and pick the one that suits you.",
    highlights: ["Branches in Connaught Place, Karol Bagh and Lajpat Nagar", "Doorstep visits across South and Central Delhi"],
  },
  Chennai: {
    description:
      "Borrow against your gold in Chennai, from Parrys to Anna Nagar. Our gold experts value your jewellery fairly and the loan is paid straight into your bank account.",
    highlights: ["Branches in T. Nagar, Parrys and Anna Nagar", "Doorstep visits across Chennai", "Money in 30 minutes"],
  },
  Coimbatore: {
    description:
      "Gold loans in Coimbatore at partner branches in RS Puram, Gandhipuram and Town Hall. Choose a scheme, book a visit and get the money the same day.",
    highlights: ["Branches in RS Puram, Gandhipuram and Town Hall", "Doorstep visits across Coimbatore"],
  },
  Kochi: {
    description:
      "Get a gold loan in Kochi from Fort Kochi to Edappally, with trusted Kerala banks. Your gold is insured and kept in a bank vault until you take it back.",
    highlights: ["Branches in Fort Kochi, MG Road and Edappally", "Doorstep visits across Ernakulam", "Clear interest, no hidden charges"],
  },
};

/** When each written city info was last edited (Strapi's updatedAt); the generated ones carry no date. */
const UPDATED_AT: Readonly<Record<string, string>> = {
  Bangalore: "2026-10-12T09:00:00.000Z",
  Hyderabad: "2026-09-25T10:30:00.000Z",
  Pune: "2026-11-05T08:15:00.000Z",
  Mumbai: "2026-08-30T11:45:00.000Z",
  Delhi: "2026-10-01T07:20:00.000Z",
  Chennai: "2026-09-14T06:50:00.000Z",
  Coimbatore: "2026-07-19T12:10:00.000Z",
  Kochi: "2026-10-22T05:35:00.000Z",
};

function generated(city: string): CityCopy {
  return {
    description: `Get a gold loan in ${city} at low interest, with our team coming to your home to check your gold. The money reaches your bank account the same day, usually within 30 minutes.`,
    highlights: ["Doorstep gold check at home", "Money in your account the same day"],
  };
}

function customersServed(city: string, branchCount: number): number {
  const spread = stableHash(`customers|${city}`) % 9000;
  return branchCount > 0 ? 15_000 + branchCount * 12_000 + spread : 1_500 + (spread % 6000);
}

export const SEEDED_CITY_INFOS: readonly SeededCityInfo[] = Object.freeze(
  SEEDED_CITY_NAMES.map((city, index) => {
    const cityId = index + 1;
    const branchCount = branchesIn(cityId).length;
    const { description, highlights, translations } = WRITTEN[city] ?? { ...generated(city), translations: undefined };
    return {
      id: cityId,
      city_id: cityId,
      city_name: city,
      description,
      branchCount,
      customersServed: customersServed(city, branchCount),
      highlights,
      locale: "en",
      ...(Object.hasOwn(UPDATED_AT, city) ? { updatedAt: UPDATED_AT[city] } : {}),
      ...(translations ? { translations } : {}),
    };
  }),
);
