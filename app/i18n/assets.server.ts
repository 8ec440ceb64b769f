/**
 * The string modules of the catalogue (app/i18n/registry.ts): one per loader and language, holding
 * the namespaces the loader names (`/i18n/hi.lead-basic+lead+limits.Xb3kQ9fZ.js`), so that a page
 * fetches one module for each of its loaders, not one for each namespace. A module is named by a
 * hash of its content, so that a browser may keep it for a year and a changed translation gets a
 * new address.
 *
 * The modules the site's own loaders name are built once and kept: the loaders' namespace lists
 * are written in the code, so they are few. Any other list of our namespaces that a request asks
 * for (at most MAX_NAMESPACES of them) is built for that answer and not kept, so no request can
 * grow what the server holds.
 *
 * A page's first load fetches its loaders' modules as one (decision 051): the page module
 * `/i18n/hi.chrome+places.X~hi.lead-journey.Y~hi.lead-basic+lead.Z.js` (`pageModuleRef`,
 * app/i18n/registry.ts) holds the modules its address names, each under its own address, so that
 * a request fewer does not change what a later page loads. It is kept when every module it holds
 * is (a page of ours named them), else built for that answer.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants } from "node:zlib";
import type { Language } from "~/i18n/language";
import { parseLanguage } from "~/i18n/language";
import type { OtherLanguage, Translations } from "~/i18n/define";
import { CATALOGUE, type Namespace } from "~/i18n/messages/index.server";
import { PAGE_SEPARATOR, pageModuleRef, PREFIX, registerMessages, type MessageRefs } from "~/i18n/registry";
import { keyHash } from "~/i18n/key-hash";

export type MessageAsset = { ref: string; body: string; brotli: () => Buffer };

/** A module and the JSON of its strings (what a page module holds of it). */
type BuiltAsset = MessageAsset & { json: string };

/** The most namespaces one module holds (a loader names at most a handful). */
const MAX_NAMESPACES = 12;
/** The most modules a page module holds (the root's, a layout's or two, the page's). */
const MAX_PARTS = 5;
/** The most namespaces a page module holds in all (the booking step's, at most, is about a dozen). */
const MAX_PAGE_NAMESPACES = 24;
/**
 * The most page modules kept: the site's pages in its languages are a few hundred combinations.
 * Past it, a page module is built for its answer only (quality 5), as one of unknown parts is, so
 * addresses made up of kept parts cannot grow the server's memory.
 */
const MAX_KEPT_PAGES = 1_000;
const assets = new Map<string, BuiltAsset>();
const pageAssets = new Map<string, MessageAsset>();

/** A script module's body, compressed when first asked for. */
function moduleAsset(ref: string, body: string, quality: number): MessageAsset {
  let brotli: Buffer | null = null;
  const compressed = () =>
    (brotli ??= brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
    }));
  return { ref, body, brotli: compressed };
}

function buildAsset(
  lang: OtherLanguage,
  namespaces: readonly Namespace[],
  quality: number,
): { asset: BuiltAsset; messages: Readonly<Record<string, string>> } {
  const entries = namespaces.flatMap((namespace) => Object.entries(CATALOGUE[namespace]) as [string, Translations][]);
  const messages = Object.freeze(Object.fromEntries(entries.map(([key, translations]) => [keyHash(key), translations[lang]])));
  const json = JSON.stringify(messages);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  const ref = `${PREFIX}${lang}.${namespaces.join("+")}.${hash}.js`;
  return { asset: { ...moduleAsset(ref, `export default ${json};\n`, quality), json }, messages };
}

/** A module the site's loaders name: built once, kept, compressed as hard as the build's own scripts (quality 11). */
function keptAsset(lang: OtherLanguage, namespaces: readonly Namespace[]): BuiltAsset {
  const name = `${lang}.${namespaces.join("+")}`;
  let asset = assets.get(name);
  if (!asset) {
    const built = buildAsset(lang, namespaces, 11);
    asset = built.asset;
    registerMessages(asset.ref, built.messages);
    assets.set(name, asset);
  }
  return asset;
}

/** What a loader sends as `i18n`: the address of one module with its namespaces in `lang` (none in English). */
export function messageRefs(lang: Language, namespaces: readonly Namespace[]): MessageRefs {
  const names = [...new Set(namespaces)];
  return lang === "en" || names.length === 0 ? [] : [keptAsset(lang, names).ref];
}

const FILE = new RegExp(`^([a-z]{2})\\.([a-z-]{1,40}(?:\\+[a-z-]{1,40}){0,${MAX_NAMESPACES - 1}})\\.([A-Za-z0-9_-]{10})\\.js$`);

type Found<Asset> = { asset: Asset; current: boolean; kept: boolean };

/**
 * The module a file name asks for (`hi.lead-basic+lead.Xb3kQ9fZ.js`), or the page module that
 * holds several (`hi.chrome+places.Xb3kQ9fZ~hi.lead.Q1w2E3r4T5.js`), and whether its hash is the
 * current one (an older page may ask for the module as it was before a release: it gets today's);
 * null when the language or a namespace is not one of ours, a namespace is named twice in a
 * module or in a page module (one module twice, too), or a page module holds modules of two
 * languages, too many modules or more namespaces than a page names.
 */
export function assetFor(file: string): { asset: MessageAsset; current: boolean } | null {
  const found = file.includes(PAGE_SEPARATOR) ? pageAssetFor(file) : moduleAssetFor(file);
  return found && { asset: found.asset, current: found.current };
}

function pageAssetFor(file: string): Found<MessageAsset> | null {
  if (!file.endsWith(".js")) return null;
  const stems = file.slice(0, -".js".length).split(PAGE_SEPARATOR);
  if (stems.length > MAX_PARTS) return null;
  // Checked on the names, before any part is built: one language, no namespace twice, a page's few.
  const names = stems.map((stem) => FILE.exec(`${stem}.js`));
  if (names.some((match) => match === null)) return null;
  const languages = new Set(names.map((match) => match![1]));
  const namespaces = names.flatMap((match) => match![2]!.split("+"));
  if (languages.size !== 1 || namespaces.length > MAX_PAGE_NAMESPACES || new Set(namespaces).size !== namespaces.length) return null;
  const parts = stems.map((stem) => moduleAssetFor(`${stem}.js`));
  if (parts.some((part) => part === null)) return null;
  const found = parts as Found<BuiltAsset>[];
  const refs = found.map(({ asset }) => asset.ref);
  const ref = pageModuleRef(refs)!;
  const kept = found.every((part) => part.kept) && (pageAssets.has(ref) || pageAssets.size < MAX_KEPT_PAGES);
  let asset = kept ? pageAssets.get(ref) : undefined;
  if (!asset) {
    const body = `export default {${found.map(({ asset: part }) => `${JSON.stringify(part.ref)}:${part.json}`).join(",")}};\n`;
    asset = moduleAsset(ref, body, kept ? 11 : 5);
    if (kept) pageAssets.set(ref, asset);
  }
  return { asset, current: found.every((part) => part.current), kept };
}

function moduleAssetFor(file: string): Found<BuiltAsset> | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const lang = parseLanguage(match[1]);
  const names = match[2]!.split("+");
  if (!lang || lang === "en" || new Set(names).size !== names.length) return null;
  if (!names.every((name) => Object.hasOwn(CATALOGUE, name))) return null;
  const namespaces = names as Namespace[];
  // Named by a loader of ours (on this instance or, once it renders that page, any other): kept. Else built for this answer only.
  const kept = assets.get(`${lang}.${names.join("+")}`);
  const asset = kept ?? buildAsset(lang, namespaces, 5).asset;
  return { asset, current: asset.ref === `${PREFIX}${file}`, kept: kept !== undefined };
}
