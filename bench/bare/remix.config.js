/**
 * The bare Remix page that `npm run bench:ssr` measures the site against (requirements §A10:
 * "server render >= 60% of the throughput of a bare Remix page of similar size"): the site's own
 * Remix, React and future flags (remix-future.js), one page, no session, no upstream. Built by the
 * bench script into bench/bare/build with Remix's compiler (the page has no browser code worth
 * splitting; only its server render is measured).
 */

import { REMIX_FUTURE } from "../../remix-future.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  future: REMIX_FUTURE,
};
