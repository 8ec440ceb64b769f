import { useRouteLoaderData } from "@remix-run/react";
import type { PopupFlash } from "~/site/error-popup";

/** What the visitor typed before an upstream failure sent them back with the popup (the root's flash). */
export function useFlashedValues(): Record<string, string> | undefined {
  return (useRouteLoaderData("root") as { popup?: PopupFlash | null } | undefined)?.popup?.formValues;
}
