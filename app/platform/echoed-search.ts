/**
 * The query string that links back to the current page may repeat (decision 031): the language
 * switcher's seven links, the lite-mode switch and the call-back's way back each carry it, so a
 * long query would be in the page eight times over. A page's own parameters (filters, a
 * calculator's figures, a campaign's keys) fit in ECHOED_QUERY_LIMIT; a longer query is left off
 * those links, and they open the page itself. Pure code.
 */
const ECHOED_QUERY_LIMIT = 300;

/** `search` ("?a=1", or "") as a link back to this page may carry it. */
export function echoedSearch(search: string): string {
  return search.length <= ECHOED_QUERY_LIMIT ? search : "";
}
