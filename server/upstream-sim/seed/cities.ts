/**
 * The seeded city list: Indian cities where gold loans are common, with
 * stable ids (1 = Bangalore, the default city) and "Others" (-1) last.
 * Each city's limits follow requirements §9 (./city-limits.ts).
 */
import { cityLimits } from "./city-limits";
import type { City } from "~/upstream/schemas/cities";

/** The upstream's id of "Others", the last entry (the site reads it as app/journey/city-limits.ts OTHERS_CITY_ID). */
const OTHERS_CITY_ID = -1;

/** Order is the id: index 0 is id 1. Append new cities at the end so ids stay stable. */
export const SEEDED_CITY_NAMES = [
  "Bangalore",
  "Hyderabad",
  "Pune",
  "Mumbai",
  "Delhi",
  "Ghaziabad",
  "Faridabad",
  "Chennai",
  "Kolkata",
  "Ahmedabad",
  "Coimbatore",
  "Madurai",
  "Kochi",
  "Thiruvananthapuram",
  "Vijayawada",
  "Visakhapatnam",
  "Jaipur",
  "Lucknow",
  "Noida",
  "Gurgaon",
  "Thane",
  "Navi Mumbai",
  "Nagpur",
  "Nashik",
  "Aurangabad",
  "Surat",
  "Vadodara",
  "Rajkot",
  "Indore",
  "Bhopal",
  "Jabalpur",
  "Gwalior",
  "Kanpur",
  "Agra",
  "Varanasi",
  "Meerut",
  "Prayagraj",
  "Chandigarh",
  "Ludhiana",
  "Amritsar",
  "Jalandhar",
  "Dehradun",
  "Patna",
  "Ranchi",
  "Bhubaneswar",
  "Cuttack",
  "Guwahati",
  "Raipur",
  "Mysore",
  "Mangalore",
  "Hubli",
  "Belgaum",
  "Davangere",
  "Tiruchirappalli",
  "Salem",
  "Erode",
  "Tiruppur",
  "Vellore",
  "Tirunelveli",
  "Thanjavur",
  "Pondicherry",
  "Hosur",
  "Thrissur",
  "Kozhikode",
  "Kollam",
  "Kottayam",
  "Palakkad",
  "Kannur",
  "Guntur",
  "Nellore",
  "Tirupati",
  "Kurnool",
  "Rajahmundry",
  "Kakinada",
  "Warangal",
  "Karimnagar",
  "Nizamabad",
  "Khammam",
  "Jodhpur",
  "Udaipur",
  "Kota",
  "Howrah",
] as const;

export const OTHERS_CITY_NAME = "Others";

export const SEEDED_CITIES: readonly City[] = Object.freeze([
  ...SEEDED_CITY_NAMES.map((name, index) => ({ id: index + 1, name, ...cityLimits(name) })),
  { id: OTHERS_CITY_ID, name: OTHERS_CITY_NAME, ...cityLimits(OTHERS_CITY_NAME) },
]);

/** A seeded city's id by its name (exact spelling); throws for a name that is not seeded. */
export function cityIdByName(name: string): number {
  if (name === OTHERS_CITY_NAME) return OTHERS_CITY_ID;
  const index = (SEEDED_CITY_NAMES as readonly string[]).indexOf(name);
  if (index < 0) throw new Error(`Not a seeded city: ${name}`);
  return index + 1;
}

export function seededCity(id: number): City | undefined {
  return SEEDED_CITIES.find((city) => city.id === id);
}
