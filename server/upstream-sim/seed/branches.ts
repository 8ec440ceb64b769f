/**
 * Seeded partner branches: 2-4 in each of the main cities, with street addresses and the
 * approximate coordinates of their neighbourhoods.
 */
import { centreOf, type Point } from "../geo";
import { cityIdByName } from "./cities";
import { CHOLA, FEDERAL_BANK } from "./schemes";
import type { Branch } from "~/upstream/schemas/insight";

export const BRANCH_OPENING_HOURS = "Mon–Sat, 9:30 AM – 5:30 PM";

const SOUTH_INDIAN_BANK = "South Indian Bank Limited";
const KARUR_VYSYA_BANK = "Karur Vysya Bank Limited";
const BANK_OF_MAHARASHTRA = "Bank of Maharashtra";

type BranchSeed = [id: string, name: string, lender: string, address: string, pincode: string, lat: number, lng: number, phone: string];

const BRANCHES_BY_CITY: Record<string, BranchSeed[]> = {
  Bangalore: [
    [
      "BLR-KRM-01",
      "Federal Bank, Koramangala",
      FEDERAL_BANK,
      "No. 118, 80 Feet Road, Koramangala 4th Block",
      "560034",
      12.934,
      77.626,
      "080 4110 2231",
    ],
    ["BLR-MGR-01", "Chola Gold Loan, MG Road", CHOLA, "Prestige Meridian 1, 29 MG Road", "560001", 12.9747, 77.6094, "080 4092 7715"],
    [
      "BLR-JYN-01",
      "South Indian Bank, Jayanagar",
      SOUTH_INDIAN_BANK,
      "No. 33, 11th Main Road, Jayanagar 4th Block",
      "560011",
      12.9293,
      77.5826,
      "080 2663 4410",
    ],
    [
      "BLR-ECY-01",
      "Federal Bank, Electronic City",
      FEDERAL_BANK,
      "Shop 4, Velankani Drive, Electronic City Phase 1",
      "560100",
      12.8452,
      77.6602,
      "080 2852 0196",
    ],
  ],
  Hyderabad: [
    [
      "HYD-AMP-01",
      "Federal Bank, Ameerpet",
      FEDERAL_BANK,
      "7-1-28, Ameerpet Main Road, Ameerpet",
      "500016",
      17.4375,
      78.4483,
      "040 2373 5521",
    ],
    ["HYD-ABD-01", "Chola Gold Loan, Abids", CHOLA, "5-9-22, Abids Road, Abids", "500001", 17.3924, 78.4764, "040 2475 1190"],
    [
      "HYD-GCB-01",
      "Karur Vysya Bank, Gachibowli",
      KARUR_VYSYA_BANK,
      "Plot 12, Gachibowli Main Road, Gachibowli",
      "500032",
      17.4401,
      78.3489,
      "040 2300 8842",
    ],
  ],
  Pune: [
    [
      "PNQ-SVN-01",
      "Federal Bank, Shivajinagar",
      FEDERAL_BANK,
      "1185/A, Fergusson College Road, Shivajinagar",
      "411005",
      18.5236,
      73.841,
      "020 2553 4127",
    ],
    ["PNQ-CMP-01", "Bank of Maharashtra, Camp", BANK_OF_MAHARASHTRA, "2418, East Street, Camp", "411001", 18.5158, 73.877, "020 2613 0388"],
    ["PNQ-BNR-01", "Chola Gold Loan, Baner", CHOLA, "Survey No. 132, Baner Road, Baner", "411045", 18.559, 73.7868, "020 2729 6654"],
  ],
  Mumbai: [
    ["BOM-FRT-01", "Federal Bank, Fort", FEDERAL_BANK, "Shop 3, Dr D N Road, Fort", "400001", 18.934, 72.8356, "022 2262 4419"],
    [
      "BOM-ADH-01",
      "Chola Gold Loan, Andheri East",
      CHOLA,
      "Ground Floor, Andheri-Kurla Road, Andheri East",
      "400069",
      19.1136,
      72.8697,
      "022 2682 3307",
    ],
    ["BOM-DDR-01", "Bank of Maharashtra, Dadar", BANK_OF_MAHARASHTRA, "Ranade Road, Dadar West", "400028", 19.0196, 72.84, "022 2430 5562"],
  ],
  Delhi: [
    [
      "DEL-CNP-01",
      "Federal Bank, Connaught Place",
      FEDERAL_BANK,
      "M-14, Middle Circle, Connaught Place",
      "110001",
      28.6315,
      77.2167,
      "011 2341 6620",
    ],
    ["DEL-LJP-01", "Chola Gold Loan, Lajpat Nagar", CHOLA, "I-21, Lajpat Nagar II", "110024", 28.5677, 77.2433, "011 2983 1145"],
    [
      "DEL-KRB-01",
      "South Indian Bank, Karol Bagh",
      SOUTH_INDIAN_BANK,
      "16/5, Arya Samaj Road, Karol Bagh",
      "110005",
      28.6519,
      77.1909,
      "011 2575 0093",
    ],
  ],
  Chennai: [
    ["MAA-TNG-01", "Federal Bank, T. Nagar", FEDERAL_BANK, "No. 58, Usman Road, T. Nagar", "600017", 13.0418, 80.2341, "044 2434 7781"],
    ["MAA-PRY-01", "Chola Gold Loan, Parrys", CHOLA, "Dare House, 2 NSC Bose Road, Parrys", "600001", 13.0896, 80.2847, "044 2530 6600"],
    [
      "MAA-ANN-01",
      "Karur Vysya Bank, Anna Nagar",
      KARUR_VYSYA_BANK,
      "AG-47, 2nd Avenue, Anna Nagar",
      "600040",
      13.085,
      80.2101,
      "044 2626 1834",
    ],
  ],
  Coimbatore: [
    ["CJB-RSP-01", "Federal Bank, RS Puram", FEDERAL_BANK, "No. 214, DB Road, RS Puram", "641002", 11.0089, 76.95, "0422 254 3310"],
    [
      "CJB-GDP-01",
      "Karur Vysya Bank, Gandhipuram",
      KARUR_VYSYA_BANK,
      "No. 71, 100 Feet Road, Gandhipuram",
      "641012",
      11.0168,
      76.9674,
      "0422 249 7705",
    ],
    ["CJB-TWH-01", "Chola Gold Loan, Town Hall", CHOLA, "No. 9, Big Bazaar Street, Town Hall", "641001", 10.9946, 76.9614, "0422 239 1128"],
  ],
  Kochi: [
    [
      "COK-FTK-01",
      "Federal Bank, Fort Kochi",
      FEDERAL_BANK,
      "1/269, Princess Street, Fort Kochi",
      "682001",
      9.9658,
      76.2421,
      "0484 221 5530",
    ],
    [
      "COK-MGR-01",
      "South Indian Bank, MG Road",
      SOUTH_INDIAN_BANK,
      "Veekshanam Road Junction, MG Road, Ernakulam",
      "682016",
      9.976,
      76.284,
      "0484 236 4418",
    ],
    [
      "COK-EDP-01",
      "Chola Gold Loan, Edappally",
      CHOLA,
      "NH 66, Edappally Junction, Edappally",
      "682024",
      10.0261,
      76.3083,
      "0484 280 2267",
    ],
  ],
};

/** The state each seeded city is in (the branch's addressRegion). */
const STATE_OF_CITY: Readonly<Record<string, string>> = {
  Bangalore: "Karnataka",
  Hyderabad: "Telangana",
  Pune: "Maharashtra",
  Mumbai: "Maharashtra",
  Delhi: "Delhi",
  Chennai: "Tamil Nadu",
  Coimbatore: "Tamil Nadu",
  Kochi: "Kerala",
};

export const SEEDED_BRANCHES: readonly Branch[] = Object.freeze(
  Object.entries(BRANCHES_BY_CITY).flatMap(([city, seeds]) =>
    seeds.map(([id, name, lender, address, pincode, lat, lng, phone]) => ({
      id,
      name,
      lender,
      address,
      pincode,
      cityId: cityIdByName(city),
      city,
      ...(Object.hasOwn(STATE_OF_CITY, city) ? { state: STATE_OF_CITY[city] } : {}),
      lat,
      lng,
      phone,
      openingHours: BRANCH_OPENING_HOURS,
    })),
  ),
);

/** The names of the cities that have branches. */
export const CITIES_WITH_BRANCHES: readonly string[] = Object.keys(BRANCHES_BY_CITY);

export function branchesIn(cityId: number): Branch[] {
  return SEEDED_BRANCHES.filter((branch) => branch.cityId === cityId);
}

export function findBranch(id: string): Branch | undefined {
  return SEEDED_BRANCHES.find((branch) => branch.id === id);
}

/** The centre of a city's branches, or null when the city has none. */
export function branchCentre(cityId: number): Point | null {
  return centreOf(branchesIn(cityId));
}
