/**
 * Seeded pincodes with their approximate centre: serviceable ones around the seeded
 * branches, one served by a branch only (no doorstep visits) and unserviceable ones.
 * A pincode that is not here is unknown (not serviceable, no coordinates).
 */
import { cityIdByName } from "./cities";

export interface SeededPincode {
  pincode: string;
  lat: number;
  lng: number;
  /** The seeded city it belongs to; null outside the seeded cities. */
  cityId: number | null;
  city: string;
  area: string;
  /** Our agents visit homes here. */
  doorstep: boolean;
  /** A partner branch serves it. */
  branch: boolean;
}

/** Pincodes tests and demos rely on. */
export const TEST_PINCODES = {
  /** Serviceable (doorstep and branch), Koramangala, Bangalore. */
  serviceable: "560034",
  /** Branch visits only (doorstep false), Budigere Cross, Bangalore. */
  branchOnly: "560300",
  /** Not serviceable, Devanahalli: the nearest branch is Chola Gold Loan, MG Road, Bangalore (about 32 km). */
  unserviceable: "562157",
  /** Well-formed but not seeded: not serviceable, no city. */
  unknown: "799999",
} as const;

type PincodeSeed = [pincode: string, area: string, lat: number, lng: number];

const SERVICEABLE: Record<string, PincodeSeed[]> = {
  Bangalore: [
    ["560001", "MG Road", 12.9756, 77.6066],
    ["560011", "Jayanagar", 12.9299, 77.5838],
    ["560034", "Koramangala", 12.9352, 77.6245],
    ["560095", "Koramangala 6th Block", 12.9389, 77.6187],
    ["560066", "Whitefield", 12.9698, 77.75],
    ["560100", "Electronic City", 12.8458, 77.6635],
  ],
  Hyderabad: [
    ["500001", "Abids", 17.3916, 78.4747],
    ["500016", "Ameerpet", 17.4374, 78.4487],
    ["500032", "Gachibowli", 17.4401, 78.3489],
    ["500081", "Madhapur", 17.4483, 78.3915],
  ],
  Pune: [
    ["411001", "Camp", 18.5167, 73.8792],
    ["411005", "Shivajinagar", 18.5308, 73.8475],
    ["411045", "Baner", 18.5597, 73.7799],
  ],
  Mumbai: [
    ["400001", "Fort", 18.9322, 72.8347],
    ["400028", "Dadar West", 19.0186, 72.8427],
    ["400069", "Andheri East", 19.1155, 72.8721],
    ["400070", "Kurla", 19.0726, 72.8845],
  ],
  Delhi: [
    ["110001", "Connaught Place", 28.6304, 77.2177],
    ["110005", "Karol Bagh", 28.6514, 77.1907],
    ["110017", "Malviya Nagar", 28.5355, 77.21],
    ["110024", "Lajpat Nagar", 28.5686, 77.2412],
  ],
  Chennai: [
    ["600001", "Parrys", 13.0905, 80.2866],
    ["600017", "T. Nagar", 13.0405, 80.2337],
    ["600040", "Anna Nagar", 13.0878, 80.2085],
  ],
  Coimbatore: [
    ["641001", "Town Hall", 10.9937, 76.9606],
    ["641002", "RS Puram", 11.0062, 76.9495],
    ["641012", "Gandhipuram", 11.0183, 76.9725],
  ],
  Kochi: [
    ["682001", "Fort Kochi", 9.9658, 76.2421],
    ["682016", "Ernakulam", 9.9778, 76.2873],
    ["682024", "Edappally", 10.0236, 76.3117],
  ],
};

export const SEEDED_PINCODES: readonly SeededPincode[] = Object.freeze([
  ...Object.entries(SERVICEABLE).flatMap(([city, seeds]) =>
    seeds.map(([pincode, area, lat, lng]) => ({ pincode, lat, lng, cityId: cityIdByName(city), city, area, doorstep: true, branch: true })),
  ),
  {
    pincode: "560300",
    lat: 13.052,
    lng: 77.756,
    cityId: cityIdByName("Bangalore"),
    city: "Bangalore",
    area: "Budigere Cross",
    doorstep: false,
    branch: true,
  },
  {
    pincode: "562157",
    lat: 13.2437,
    lng: 77.7172,
    cityId: null,
    city: "Bangalore Rural",
    area: "Devanahalli",
    doorstep: false,
    branch: false,
  },
  {
    pincode: "561203",
    lat: 13.2957,
    lng: 77.5364,
    cityId: null,
    city: "Bangalore Rural",
    area: "Doddaballapur",
    doorstep: false,
    branch: false,
  },
  { pincode: "403001", lat: 15.4989, lng: 73.8278, cityId: null, city: "Goa", area: "Panaji", doorstep: false, branch: false },
  { pincode: "734001", lat: 26.7271, lng: 88.3953, cityId: null, city: "Siliguri", area: "Siliguri Town", doorstep: false, branch: false },
]);

export function findPincode(pincode: string): SeededPincode | undefined {
  return SEEDED_PINCODES.find((entry) => entry.pincode === pincode);
}
