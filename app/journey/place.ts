/**
 * A place written in full (decision 046): a branch's street address with its city and pincode,
 * as a person, a maps app and a calendar need it ("2418, East Street, Camp, Pune 411001"). Pure code.
 */

/** "…, {city} {pincode}": what the address does not already say of its city and pincode. */
function withCityAndPincode(address: string, city: string | undefined, pincode: string | undefined): string {
  // The address's words, so that "Pune" is not found in "Punekar".
  const words = new Set(address.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const said = (part: string) =>
    part
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .every((word) => words.has(word));
  const tail = [city?.trim(), pincode?.trim()].filter((part): part is string => Boolean(part) && !said(part!)).join(" ");
  return tail ? `${address}, ${tail}` : address;
}

/** A branch's address with its city and pincode. */
export function branchAddress(branch: { address: string; city?: string | null; pincode?: string | null }): string {
  return withCityAndPincode(branch.address, branch.city ?? undefined, branch.pincode ?? undefined);
}

/** A booked visit's place in full: a branch's name and address with its city and pincode; a home address already has them. */
export function visitPlace(visit: { place: string; city?: string; pincode?: string }): string {
  return withCityAndPincode(visit.place, visit.city, visit.pincode);
}
