/** Reading a Cookie request header. Pure. */

/**
 * The values of every cookie called `name` in a Cookie header, in order (a browser may send two
 * of one name, for two paths), without surrounding double quotes. Values are as sent: not decoded.
 */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    values.push(value);
  }
  return values;
}
