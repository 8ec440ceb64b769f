import type { LoaderFunctionArgs } from "@remix-run/node";
import { cmsPage } from "~/content/cms.server";
import { PUBLIC_CONTENT, proxyData, proxyFailure, proxyNotFound, requirePageName } from "~/content/proxy.server";

/**
 * GET /lp/api/getStrapiData?page=gold-loan/pune: the CMS page (pages/v2) of a page path in
 * English, the same for everyone. The envelope and the error results: app/content/proxy.server.ts.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const pathName = requirePageName(new URL(request.url));
  try {
    const page = await cmsPage({ pathName });
    return page ? proxyData(page, PUBLIC_CONTENT) : proxyNotFound(`The CMS has no page "${pathName}".`);
  } catch (error) {
    return proxyFailure("getStrapiData", error);
  }
}
