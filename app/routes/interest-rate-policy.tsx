import type { LoaderFunctionArgs } from "@remix-run/node";
import { policyPage } from "~/content/policy-pages.server";
import { PolicyPage, policyHandle, policyMeta } from "~/components/policy-page";

/** /interest-rate-policy: the CMS copy, or the site's own when the CMS cannot answer; in another language, the site's own in that language (app/content/policy-pages.server.ts). */
export const loader = ({ request }: LoaderFunctionArgs) => policyPage(request, "/interest-rate-policy");
export const meta = policyMeta;
export const handle = policyHandle;

export default function InterestRatePolicy() {
  return <PolicyPage />;
}
