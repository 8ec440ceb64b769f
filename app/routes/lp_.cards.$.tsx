/** An unknown /lp/cards page is a real 404 (the root's error page), not a journey step. */
export function loader() {
  throw new Response("Not found", { status: 404 });
}

/** Never rendered: having a component makes this a page route, so the 404 gets the site's error page. */
export default function UnknownCardPage() {
  return null;
}
