/**
 * Distances for the branch finder: great-circle distance, the display text the app parses
 * ("1,204.5 km") and a rough driving time. Pure code.
 */
import { stableFraction } from "./hash";

export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
/** Assumed average city road speed, km/h. */
export const ROAD_SPEED_KMH = 25;
/** Roads are about this much longer than the straight line. */
export const ROAD_FACTOR = 1.3;

/** Great-circle (haversine) distance in km. */
export function haversineKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const KM_FORMAT = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "3.2 km", "1,204.5 km", "1,23,456.7 km" (Indian digit grouping, one decimal). */
export function formatDistance(km: number): string {
  return `${KM_FORMAT.format(km)} km`;
}

/** Driving minutes for a straight-line distance: roads 1.3x longer, 25 km/h; at least 1. */
export function drivingMinutes(km: number): number {
  return Math.max(1, Math.round(((km * ROAD_FACTOR) / ROAD_SPEED_KMH) * 60));
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "1 min", "12 mins", "2 hours 5 mins", "2 days 3 hours" (the way map services write it). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return plural(minutes, "min");
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${plural(days, "day")} ${plural(hours, "hour")}` : plural(days, "day");
  return mins > 0 ? `${plural(hours, "hour")} ${plural(mins, "min")}` : plural(hours, "hour");
}

/** The mean of some points, or null for none. */
export function centreOf(points: readonly Point[]): Point | null {
  if (points.length === 0) return null;
  const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: round6(sum.lat / points.length), lng: round6(sum.lng / points.length) };
}

export const MAX_GEOCODE_OFFSET_DEG = 0.01;

/** A point moved by a deterministic offset (at most 0.01 degrees each way) taken from the hash of `text`. */
export function offsetPoint(point: Point, text: string): Point {
  const offset = (salt: string) => (stableFraction(`${salt}|${text}`) * 2 - 1) * MAX_GEOCODE_OFFSET_DEG;
  return { lat: round6(point.lat + offset("lat")), lng: round6(point.lng + offset("lng")) };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
