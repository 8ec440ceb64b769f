/** Fly's HTTP check: proves this instance can answer. It calls no upstream, so an upstream outage does not restart machines. */
export function loader() {
  return new Response("OK", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
