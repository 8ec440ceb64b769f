/**
 * Lite mode (docs/decisions/014-lite-mode.md): the same pages with no script and no web font,
 * for a visitor whose browser asks to save data (`Save-Data: on`) or reports a 2G connection
 * (`ECT: 2g` or `slow-2g`, a client hint the document asks for with `Accept-CH: ECT`), or who
 * chose it with the footer's link. The choice, kept in a cookie, wins over the hints both ways:
 * a visitor on 2G who wants the full site gets it. This is the footer's part, which runs in the
 * browser too; the request's part (the hints and the cookie) is lite-mode.server.ts.
 */

/** The footer's switch: GET `/lite-mode?to=on|off&back=/path` sets the cookie and goes back. */
const LITE_MODE_PATH = "/lite-mode";

/** The footer link's target: switch to `on` and come back to `back` (the page's path and query). */
export function liteModeHref(on: boolean, back: string): string {
  return `${LITE_MODE_PATH}?${new URLSearchParams({ to: on ? "on" : "off", back }).toString()}`;
}
