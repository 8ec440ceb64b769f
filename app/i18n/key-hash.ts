/**
 * The name a string module gives a catalogue key (decision 028): the 32-bit FNV-1a hash of the
 * key's English text, in base 36 ("Mobile number" -> 7 letters at most). Why: a module keyed by the
 * English text carried that text beside its translation, often as long, to a browser that never
 * shows it; keyed by its hash, a page's modules are a fifth smaller (docs/performance.md). The
 * module is built (app/i18n/assets.server.ts, catalogue.server.ts) and read (translate.ts) with
 * this one function. No two keys of the catalogue share a hash (catalogue.test.ts); text that is
 * not ours could share a key's (about one chance in four billion), and would then be shown as
 * that key's translation.
 */
export function keyHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
