/**
 * The bare Remix page that `npm run bench:ssr` measures the site against (requirements §A10:
 * "server render >= 60% of the throughput of a bare Remix page of similar size"): the site's own
 * Remix, React and future flags, one page, no session, no upstream. Built by the bench script
 * into bench/bare/build.
 */
import site from "../../remix.config.js";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: site.serverModuleFormat,
  future: site.future,
};
