/**
 * The string modules of the catalogue (app/i18n/registry.ts): one per namespace and language,
 * named by a hash of its content, so that a browser may keep it for a year and a changed
 * translation gets a new address. Built from the catalogue the first time a page names one, and
 * kept (at most 6 languages x the namespaces).
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants } from "node:zlib";
import type { Language } from "~/i18n/language";
import { parseLanguage } from "~/i18n/language";
import type { OtherLanguage, Translations } from "~/i18n/define";
import { CATALOGUE, type Namespace } from "~/i18n/messages/index.server";
import { registerMessages, type MessageRefs } from "~/i18n/registry";

export type MessageAsset = { ref: string; body: string; brotli: () => Buffer };

const PREFIX = "/i18n/";
const assets = new Map<string, MessageAsset>();

function assetOf(lang: OtherLanguage, namespace: Namespace): MessageAsset {
  const name = `${lang}.${namespace}`;
  let asset = assets.get(name);
  if (!asset) {
    const entries = Object.entries(CATALOGUE[namespace]) as [string, Translations][];
    const messages = Object.freeze(Object.fromEntries(entries.map(([key, translations]) => [key, translations[lang]])));
    const json = JSON.stringify(messages);
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
    const body = `export default ${json};\n`;
    let brotli: Buffer | null = null;
    // Compressed once, as hard as the build compresses the app's own scripts (quality 11).
    const compressed = () =>
      (brotli ??= brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      }));
    asset = { ref: `${PREFIX}${name}.${hash}.js`, body, brotli: compressed };
    registerMessages(asset.ref, messages);
    assets.set(name, asset);
  }
  return asset;
}

/** What a loader sends as `i18n`: the addresses of its namespaces' modules in `lang` (none in English). */
export function messageRefs(lang: Language, namespaces: readonly Namespace[]): MessageRefs {
  return lang === "en" ? [] : namespaces.map((namespace) => assetOf(lang, namespace).ref);
}

const FILE = /^([a-z]{2})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{10})\.js$/;

/**
 * The module a file name asks for (`hi.lead.Xb3kQ9fZ.js`), and whether its hash is the current
 * one (an older page may ask for the module as it was before a release: it gets today's); null
 * when the language or namespace is not one of ours.
 */
export function assetFor(file: string): { asset: MessageAsset; current: boolean } | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const lang = parseLanguage(match[1]);
  const namespace = match[2]!;
  if (!lang || lang === "en" || !Object.hasOwn(CATALOGUE, namespace)) return null;
  const asset = assetOf(lang, namespace as Namespace);
  return { asset, current: asset.ref === `${PREFIX}${file}` };
}
