/** A yes/no query parameter: "true", "1" or "yes" (any case) is true, anything else false, absent undefined. */
export function parseFlag(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  return ["true", "1", "yes"].includes(value.trim().toLowerCase());
}
