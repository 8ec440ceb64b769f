import { useRouteLoaderData } from "@remix-run/react";
import { EXAMPLE_SUPPORT_LINE, type SupportLine } from "~/platform/support-line";

/**
 * The site's phone line as the root loader sent it (the SUPPORT_PHONE setting). A page drawn
 * without the root's data (the root's own error page after its loader failed) gets the default.
 */
export function useSupportLine(): SupportLine {
  return (useRouteLoaderData("root") as { support?: SupportLine } | undefined)?.support ?? EXAMPLE_SUPPORT_LINE;
}
