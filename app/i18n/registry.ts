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

/** Where the string modules are served. */
export const PREFIX = "/i18n/";
/** Between the modules a page module holds, in its address. */
export const PAGE_SEPARATOR = "~";

/**
 * The one module a page's first load fetches for all its loaders' modules (decision 051):
 * `/i18n/hi.chrome+places.X.js` and `/i18n/hi.lead.Y.js` are `/i18n/hi.chrome+places.X~hi.lead.Y.js`,
 * which holds each under its own address (app/i18n/assets.server.ts). Null when there are none.
 */
export function pageModuleRef(refs: MessageRefs): string | null {
  if (refs.length <= 1) return refs[0] ?? null;
  return `${PREFIX}${refs.map((ref) => ref.slice(PREFIX.length, -".js".length)).join(PAGE_SEPARATOR)}.js`;
}

/** The modules a (page) module's address holds: itself, or each that a page module names. */
function modulesIn(ref: string): string[] {
  const stems = ref.slice(PREFIX.length, -".js".length).split(PAGE_SEPARATOR);
  return stems.length === 1 ? [ref] : stems.map((stem) => `${PREFIX}${stem}.js`);
}

const registered = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

export function registerMessages(ref: string, messages: Messages) {
  registered.set(ref, messages);
}

/**
 * Loads a string module, or a page module and every module it holds, in the browser, once. A
 * module that cannot be loaded (the connection dropped) counts as empty: its page shows those
 * strings in English rather than not at all.
 */
export function loadMessages(ref: string): Promise<void> {
  let promise = loading.get(ref);
  if (!promise) {
    const modules = modulesIn(ref);
    promise = import(/* @vite-ignore */ ref).then(
      (module: { default: Messages | Readonly<Record<string, Messages>> }) => {
        if (modules.length === 1) registerMessages(ref, module.default as Messages);
        else for (const one of modules) registerMessages(one, (module.default as Record<string, Messages>)[one] ?? {});
      },
      () => {
        for (const one of modules) registerMessages(one, {});
      },
    );
    loading.set(ref, promise);
    for (const one of modules) if (!loading.has(one)) loading.set(one, promise);
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
