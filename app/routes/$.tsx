import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/i18n/errors.server";

/**
 * Any URL no other route answers: a 404 on the root's error page. As a route of its own, the
 * root loader runs for it, so the page has the visitor's language and the footer's disclosures
 * like every other page (decision 028).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<never> {
  throw await notFound(request);
}

export async function action({ request }: ActionFunctionArgs): Promise<never> {
  throw await notFound(request);
}

/** Never shown: the loader always throws. */
export default function NotFound() {
  return null;
}
