import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { liteModeSetCookie } from "~/platform/lite-mode.server";
import { safeRedirectPath } from "~/platform/request.server";

/**
 * GET /lite-mode?to=on|off&back=/path: the footer's lite-mode switch (app/platform/lite-mode.ts).
 * A link, not a form, so it works in lite mode itself; it only keeps a display preference, and
 * it sends the visitor back to the page they were on (a path on this site, or the home page).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const back = safeRedirectPath(url.searchParams.get("back"));
  if (to !== "on" && to !== "off") return redirect(back, 303);
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": await liteModeSetCookie(to === "on"), "Cache-Control": "no-store" },
  });
}
