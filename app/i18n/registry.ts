/**
 * Where a page's strings are kept (decision 028). A loader does not put its strings in the page's
 * data: it names them, as the address of a small script module holding its namespaces in the
 * page's language (`/i18n/hi.lead-basic+lead.Xb3kQ9fZ.js`, app/routes/i18n.$file.ts), which the
 * browser caches for a year.
 * The document asks for them next to the app's own modules, and the browser has them before it
 * hydrates (entry.client.tsx). A page reached later in the browser loads the ones it lacks
 * before it shows (`useT` suspends until then). On the server the catalogue registers each
 * module's strings as it names it (app/i18n/assets.server.ts). English pages name none.
 */
import type { Messages } from "~/i18n/translate";

/** The addresses of a page's string modules: what `i18n` in a loader's data holds. */
export type MessageRefs = readonly string[];

const registered = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

export function registerMessages(ref: string, messages: Messages) {
  registered.set(ref, messages);
}

/**
 * Loads a string module in the browser, once. A module that cannot be loaded (the connection
 * dropped) counts as empty: its page shows those strings in English rather than not at all.
 */
export function loadMessages(ref: string): Promise<void> {
  let promise = loading.get(ref);
  if (!promise) {
    promise = import(/* @vite-ignore */ ref).then(
      (module: { default: Messages }) => registerMessages(ref, module.default),
      () => registerMessages(ref, {}),
    );
    loading.set(ref, promise);
  }
  return promise;
}

const merged = new Map<string, Messages>();

/**
 * The strings of all these modules as one (app/i18n/key-hash.ts: hash of the English text -> translation). In the browser, a
 * module not loaded yet suspends the render that asked (React shows the page it had until the
 * module is in); on the server every named module is registered.
 */
export function messagesOf(refs: MessageRefs): Messages {
  const missing = refs.filter((ref) => !registered.has(ref));
  if (missing.length > 0 && typeof document !== "undefined") throw Promise.all(missing.map(loadMessages));
  const key = refs.join(" ");
  let messages = merged.get(key);
  if (!messages) {
    messages = Object.freeze(Object.assign({}, ...refs.map((ref) => registered.get(ref) ?? {})) as Messages);
    if (missing.length === 0) merged.set(key, messages);
  }
  return messages;
}
