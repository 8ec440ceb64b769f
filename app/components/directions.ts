/**
 * "Directions" to a place, in the phone's maps app: Google Maps' directions URL (no key, no
 * script, the same link with JavaScript or without). The destination is a branch's coordinates
 * ("18.5236,73.841") or its name and address in full, with its city and pincode (a street and area
 * alone can be in any city: app/journey/place.ts).
 */
export function directionsHref(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
