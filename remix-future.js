/**
 * Remix's future flags, in one place: the site's build (vite.config.ts) and the bare page of the
 * SSR benchmark (bench/bare/remix.config.js) both take them, so the benchmark compares like with like.
 */
export const REMIX_FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
};
