/**
 * A place's name in the reader's script, and the case forms a sentence needs (decision 049).
 *
 * The upstream says which cities exist, by their English names; the site keeps its own table of
 * how each is written in each language (app/i18n/messages/places.server.ts, a namespace of the
 * catalogue, so a page gets only its own language's names). A sentence names a place with
 * `place(name)` as a placeholder's value; its translation says which form it needs:
 *
 * - `{city}`: the name as it is (every language);
 * - `{city:in}`: "in Chennai", made by the language's rule: சென்னையில், చెన్నైలో, ಚೆನ್ನೈನಲ್ಲಿ,
 *   ചെന്നൈയിൽ, चेन्नईत (Hindi writes "{city} में": its postposition is a word of its own);
 * - `{city:of}`: "in Chennai" before a noun ("the branches in Chennai"): சென்னையிலுள்ள,
 *   చెన్నైలోని, ಚೆನ್ನೈನಲ್ಲಿರುವ, ചെന്നൈയിലെ, चेन्नईतील.
 *
 * So no translation glues a case ending to a name with a hyphen or a space. A name the table lacks
 * (a city the upstream added since) stays in English; in Tamil, Telugu, Kannada and Malayalam its
 * forms say "in the city of X" (X நகரில்), Marathi "X येथे", which read right whatever the name
 * is. Pure code: runs in the browser too.
 */
import type { Language } from "~/i18n/language";

/** A place named in a message's values: its English (upstream) name. */
export type Place = { readonly place: string };

export function place(name: string): Place {
  return { place: name };
}

export function isPlace(value: unknown): value is Place {
  return typeof value === "object" && value !== null && typeof (value as Place).place === "string";
}

/** The forms a translation may ask for. */
const PLACE_FORMS = ["in", "of"] as const;
export type PlaceForm = (typeof PLACE_FORMS)[number];

export function isPlaceForm(value: string): value is PlaceForm {
  return (PLACE_FORMS as readonly string[]).includes(value);
}

/** Forms a rule would get wrong, by language and name in that language's script. */
const EXCEPTIONS: Partial<Record<Language, Readonly<Record<string, Readonly<Partial<Record<PlaceForm, string>>>>>>> = {
  // "Others" (the list's last entry) is a plural: "in other cities".
  mr: { "इतर शहरे": { in: "इतर शहरांमध्ये", of: "इतर शहरांतील" } },
  te: { "ఇతర నగరాలు": { in: "ఇతర నగరాల్లో" } },
  kn: {
    "ಇತರ ನಗರಗಳು": { in: "ಇತರ ನಗರಗಳಲ್ಲಿ" },
    // A name in -ಪುರಂ is the Sanskrit -pura: its locative is -ಪುರದಲ್ಲಿ (a Tamil or Malayalam name in -ಂ keeps it: ಸೇಲಂನಲ್ಲಿ).
    ತಿರುವನಂತಪುರಂ: { in: "ತಿರುವನಂತಪುರದಲ್ಲಿ" },
  },
  ml: {
    // Malayalam place names in -ക്കോട്/-ക്കാട് double the final consonant: "in Kozhikode" is കോഴിക്കോട്ട്.
    കോഴിക്കോട്: { in: "കോഴിക്കോട്ട്", of: "കോഴിക്കോട്ടെ" },
    പാലക്കാട്: { in: "പാലക്കാട്ട്", of: "പാലക്കാട്ടെ" },
  },
};

/** The last character of a name, and the name without it. */
function lastOf(name: string): [string, string] {
  const chars = [...name];
  return [chars.at(-1) ?? "", chars.slice(0, -1).join("")];
}

const ZWNJ = "\u200c";

/** Tamil locative (-இல்), joined as the name's last sound asks: சென்னையில், ஹைதராபாத்தில், பெங்களூரில், ஆக்ராவில். */
function tamilIn(name: string): string {
  const [last, rest] = lastOf(name);
  if (last === "்") {
    const [consonant, stem] = lastOf(rest);
    if (consonant === "ம") return stem.endsWith("ா") ? `${rest}ில்` : `${stem}த்தில்`; // குருகிராமில்; திருவனந்தபுரம் → திருவனந்தபுரத்தில்
    if ("கசடதபற".includes(consonant)) return `${name}${consonant}ில்`; // ஹைதராபாத் → ஹைதராபாத்தில்
    return `${rest}ில்`; // கோயம்புத்தூர் → கோயம்புத்தூரில்
  }
  if (last === "ு") {
    // A final -டு or -று doubles (ஈரோடு → ஈரோட்டில், as வீடு → வீட்டில்); another -உ drops (பெங்களூரு → பெங்களூரில்).
    const [consonant, stem] = lastOf(rest);
    const doubled = stem.endsWith(`${consonant}்`);
    if ((consonant === "ட" || consonant === "ற") && !doubled) return `${stem}${consonant}்${consonant}ில்`;
    return `${rest}ில்`;
  }
  if ("ிீெேைஇஈஎஏஐ".includes(last)) return `${name}யில்`; // சென்னை → சென்னையில்
  return `${name}வில்`; // ஆக்ரா → ஆக்ராவில், லக்னோ → லக்னோவில்
}

/** Telugu locative (-లో): a name ending in a bare consonant keeps its virama visible (హైదరాబాద్‌లో). */
function teluguIn(name: string): string {
  return name.endsWith("్") ? `${name}${ZWNJ}లో` : `${name}లో`;
}

/** Kannada locative (-ಅಲ್ಲಿ) with the augment the name's ending takes: ಬೆಂಗಳೂರಿನಲ್ಲಿ, ಪುಣೆಯಲ್ಲಿ, ಚೆನ್ನೈನಲ್ಲಿ, ಆಗ್ರಾದಲ್ಲಿ. */
function kannadaIn(name: string): string {
  const [last, rest] = lastOf(name);
  if (last === "ು") return `${rest}ಿನಲ್ಲಿ`;
  if (last === "್") return `${name}${ZWNJ}ನಲ್ಲಿ`;
  if (last === "ೈ" || last === "ೌ" || last === "ಂ") return `${name}ನಲ್ಲಿ`; // ಚೆನ್ನೈನಲ್ಲಿ, ಲಖನೌನಲ್ಲಿ, ಸೇಲಂನಲ್ಲಿ
  if ("ಿೀೆೇ".includes(last)) return `${name}ಯಲ್ಲಿ`;
  if (last === "ೂ" || last === "ೊ") return `${name}ವಿನಲ್ಲಿ`;
  return `${name}ದಲ್ಲಿ`; // ಜೈಪುರ → ಜೈಪುರದಲ್ಲಿ, ಆಗ್ರಾ → ಆಗ್ರಾದಲ್ಲಿ, ಲಕ್ನೋ → ಲಕ್ನೋದಲ್ಲಿ
}

/** Malayalam chillu letters and the consonant each stands for. */
const CHILLU: Readonly<Record<string, string>> = { ൽ: "ല", ർ: "ര", ൻ: "ന", ൺ: "ണ", ൾ: "ള", ൿ: "ക" };

/** Malayalam stops that double at the end of a name before a case ending (നാസിക് → നാസിക്കിൽ). */
const ML_DOUBLING = "കചടതപ";

/** Malayalam locative (-ഇൽ, or -ത്ത് for a name in -ം): കൊച്ചിയിൽ, കോയമ്പത്തൂരിൽ, ബെംഗളൂരുവിൽ, തിരുവനന്തപുരത്ത്. */
function malayalamIn(name: string): string {
  const [last, rest] = lastOf(name);
  // A Malayalam name in -ം takes -ത്ത്; a borrowed one in -ാം keeps its m (ഗുരുഗ്രാമിൽ).
  if (last === "ം") return rest.endsWith("ാ") ? `${rest}മിൽ` : `${rest}ത്ത്`;
  // ർ is ര after ū in a Dravidian name (കണ്ണൂരിൽ, നാഗ്പൂരിൽ), റ elsewhere (ഇൻഡോറിൽ, അമൃത്സറിൽ).
  if (last === "ർ") return rest.endsWith("ൂ") ? `${rest}രിൽ` : `${rest}റിൽ`;
  if (CHILLU[last]) return `${rest}${CHILLU[last]}ിൽ`;
  if (last === "്") {
    const [consonant, stem] = lastOf(rest);
    const doubled = stem.endsWith(`${consonant}്`);
    return ML_DOUBLING.includes(consonant) && !doubled ? `${rest}്${consonant}ിൽ` : `${rest}ിൽ`;
  }
  if ("ുൂോൗ".includes(last)) return `${name}വിൽ`;
  return `${name}യിൽ`; // കൊച്ചി → കൊച്ചിയിൽ, ആഗ്ര → ആഗ്രയിൽ
}

/** Malayalam's form before a noun, from its locative: കൊച്ചിയിൽ → കൊച്ചിയിലെ, തിരുവനന്തപുരത്ത് → തിരുവനന്തപുരത്തെ. */
function malayalamOf(locative: string): string {
  if (locative.endsWith("ൽ")) return `${locative.slice(0, -1)}ലെ`;
  if (locative.endsWith("്")) return `${locative.slice(0, -1)}െ`;
  return locative;
}

/**
 * Marathi locative (-त) on the oblique stem where the name's ending makes it plain (पुणे → पुण्यात,
 * मुंबई → मुंबईत, कोलकाता → कोलकात्यात), else -मध्ये joined to the name as Marathi writes it for a
 * borrowed name (हैदराबादमध्ये, नागपूरमध्ये).
 */
function marathiIn(name: string): string {
  const [last, rest] = lastOf(name);
  // र before the glide is written ऱ (वडोदरा → वडोदऱ्यात), but not after a consonant (आग्रा → आग्र्यात).
  if (last === "े" || last === "ा") return `${rest.replace(/(?<!्)र$/, "ऱ")}्यात`;
  if (last === "ई" || last === "ी") return `${name}त`;
  return `${name}मध्ये`;
}

/** A name's locative in the language's script (`known`: the table has it, else it is the English name, said "in the city of X"). */
function locativeOf(lang: Language, name: string, known: boolean): string {
  switch (lang) {
    case "ta":
      return known ? tamilIn(name) : `${name} நகரில்`;
    case "te":
      return known ? teluguIn(name) : `${name} నగరంలో`;
    case "kn":
      return known ? kannadaIn(name) : `${name} ನಗರದಲ್ಲಿ`;
    case "ml":
      return known ? malayalamIn(name) : `${name} നഗരത്തിൽ`;
    case "mr":
      return known ? marathiIn(name) : `${name} येथे`;
    default:
      return `${name} में`; // Hindi (English never asks for a form)
  }
}

/**
 * The form before a noun, from the locative: Tamil -இலுள்ள (சென்னையிலுள்ள), Telugu -లోని
 * (హైదరాబాద్‌లోని), Kannada -ಅಲ್ಲಿರುವ (ಬೆಂಗಳೂರಿನಲ್ಲಿರುವ), Malayalam -ലെ (കൊച്ചിയിലെ), Marathi
 * -तील / -मधील / येथील (पुण्यातील).
 */
function adnominalOf(lang: Language, locative: string): string {
  switch (lang) {
    case "ta":
      return locative.replace(/்$/, "ுள்ள");
    case "te":
      return `${locative}ని`;
    case "kn":
      return `${locative}ರುವ`;
    case "ml":
      return malayalamOf(locative);
    case "mr":
      return locative.replace(/मध्ये$/, "मधील").replace(/ येथे$/, " येथील").replace(/त$/, "तील");
    default:
      return locative;
  }
}

/** The form of a name in the language's script (`known`: the table has it, else it is the English name). */
export function placeForm(lang: Language, name: string, form: PlaceForm, known: boolean): string {
  const exception = EXCEPTIONS[lang]?.[name];
  const locative = exception?.in ?? locativeOf(lang, name, known);
  return form === "in" ? locative : (exception?.of ?? adnominalOf(lang, locative));
}
