/**
 * Any URL no other route answers: a 404 on the root's error page. As a route of its own, the
 * root loader runs for it, so the page has the visitor's language and the footer's disclosures
 * like every other page (decision 028).
 */
export function loader(): never {
  throw new Response("Not found", { status: 404 });
}

export function action(): never {
  throw new Response("Not found", { status: 404 });
}

/** Never shown: the loader always throws. */
export default function NotFound() {
  return null;
}
