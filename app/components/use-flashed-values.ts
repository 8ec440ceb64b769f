import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** What the visitor typed before an upstream failure sent them back with the popup (the root's flash). */
export function useFlashedValues(): Record<string, string> | undefined {
  return useRouteLoaderData<typeof rootLoader>("root")?.popup?.formValues;
}
