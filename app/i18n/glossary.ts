/**
 * The glossary (issue 32): how each language writes the words a customer must read the same way on
 * every page. `use` is the one form; `not` are the forms a translation once used for the same thing,
 * which app/i18n/glossary.test.ts refuses anywhere in that language's catalogue. A term a language
 * still writes two ways with the grammar of each (a loanword beside a native word) is listed in
 * `review`, for a native reviewer to settle, until it is written one way and gets its `use`.
 */
import type { OtherLanguage } from "~/i18n/define";

type Form = { use: string; not: readonly string[] };
export type GlossaryTerm = {
  /** The English word, as the catalogue's keys write it. */
  term: string;
  forms: Partial<Record<OtherLanguage, Form>>;
  /** Languages that still write the term two ways (see above). */
  review?: readonly OtherLanguage[];
};

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: "karat",
    forms: {
      hi: { use: "कैरेट", not: ["कैरट", "करेट"] },
      mr: { use: "कॅरेट", not: ["कॅरट", "कॅरॅट"] },
      ta: { use: "காரட்", not: ["கேரட்"] },
      te: { use: "క్యారెట్", not: ["కేరట్", "క్యారట్"] },
      kn: { use: "ಕ್ಯಾರೆಟ್", not: ["ಕ್ಯಾರಟ್"] },
      ml: { use: "കാരറ്റ്", not: ["കാരട്ട്"] },
    },
  },
  {
    term: "lender",
    forms: {
      // Hindi as RBI writes it (ऋणदाता, ऋण सेवा प्रदाता for an LSP); "बैंक/एनबीएफसी" would name only some lenders.
      hi: { use: "ऋणदाता", not: ["लेंडर", "लेंडिंग", "बैंक/एनबीएफसी"] },
      mr: { use: "वित्तसंस्था", not: ["कर्जदात", "लेंडर", "ऋणदाता"] },
      ta: { use: "கடன் வழங்குநர்", not: ["கடன் வழங்குபவர்", "கடனளிப்பவர்"] },
      te: { use: "రుణదాత", not: ["లెండర్"] },
      kn: { use: "ಸಾಲದಾತ", not: ["ಲೆಂಡರ್"] },
      ml: { use: "വായ്പാദാതാ", not: ["ലെൻഡർ"] },
    },
  },
  {
    term: "lending service provider",
    forms: {
      hi: { use: "ऋण सेवा प्रदाता", not: ["लेंडिंग सर्विस", "सर्विस प्रोवाइडर"] },
      mr: { use: "कर्ज सेवा पुरवठादार", not: ["लेंडिंग सर्व्हिस", "सर्व्हिस प्रोव्हायडर"] },
    },
  },
  {
    term: "key facts statement",
    forms: {
      hi: { use: "मुख्य तथ्य विवरण", not: ["फ़ैक्ट्स स्टेटमेंट", "फैक्ट्स स्टेटमेंट"] },
      mr: { use: "मुख्य तथ्य विवरण", not: ["फॅक्ट्स स्टेटमेंट", "फैक्ट्स स्टेटमेंट"] },
      ta: { use: "முக்கிய விவர அறிக்கை", not: ["கீ ஃபேக்ட்ஸ்", "ஸ்டேட்மென்ட்"] },
      te: { use: "కీలక వివరాల పత్రం", not: ["కీ ఫ్యాక్ట్స్", "స్టేట్‌మెంట్"] },
      kn: { use: "ಪ್ರಮುಖ ಅಂಶಗಳ ಹೇಳಿಕೆ", not: ["ಕೀ ಫ್ಯಾಕ್ಟ್ಸ್", "ಸ್ಟೇಟ್‌ಮೆಂಟ್"] },
      ml: { use: "പ്രധാന വസ്തുതാ പ്രസ്താവന", not: ["കീ ഫാക്ട്സ്", "സ്റ്റേറ്റ്മെന്റ്"] },
    },
  },
  {
    term: "card limit",
    forms: {
      mr: { use: "कार्डची लिमिट", not: ["कार्डची मर्यादा"] },
      te: { use: "కార్డ్ లిమిట్", not: ["కార్డ్ పరిమితి"] },
      ml: { use: "കാർഡ് ലിമിറ്റ്", not: ["കാർഡ് പരിധി"] },
    },
  },
  {
    term: "pledge",
    forms: {
      // A gold loan is a pledge, not a mortgage (அடமானம், ಅಡಮಾನ, बंधक).
      hi: { use: "गिरवी", not: ["बंधक"] },
      mr: { use: "तारण", not: ["गहाण"] },
      ta: { use: "அடகு", not: ["அடமான"] },
      te: { use: "తాకట్టు", not: ["తనఖా"] },
      kn: { use: "ಅಡವ", not: ["ಅಡಮಾನ"] },
      ml: { use: "പണയ", not: [] },
    },
  },
  {
    term: "release",
    forms: {
      hi: { use: "छुड़ा", not: ["रिलीज़", "रिलीज"] },
      mr: { use: "सोडव", not: ["रिलीज"] },
      ta: { use: "மீட்பு", not: ["விடுவிப்பு"] },
      te: { use: "విడిపించుకో", not: ["రిలీజ్"] },
      kn: { use: "ಬಿಡಿಸಿಕೊಳ್ಳ", not: ["ಬಿಡುಗಡೆ"] },
      ml: { use: "തിരിച്ചെടുക്ക", not: ["റിലീസ്"] },
    },
  },
  {
    term: "gold",
    forms: {
      ml: { use: "സ്വർണ", not: ["സ്വർണ്ണ"] },
    },
  },
  {
    term: "branch",
    forms: {
      ml: { use: "ബ്രാഞ്ച്", not: ["ശാഖ"] },
    },
  },
  {
    term: "processing fee",
    forms: {
      mr: { use: "प्रक्रिया शुल्क", not: ["प्रोसेसिंग"] },
      kn: { use: "ಪ್ರಕ್ರಿಯಾ ಶುಲ್ಕ", not: ["ಪ್ರೊಸೆಸಿಂಗ್"] },
      ml: { use: "പ്രോസസ്സിംഗ് ഫീസ്", not: ["പ്രോസസിങ്", "പ്രോസസ്സിങ്"] },
      hi: { use: "प्रोसेसिंग फ़ीस", not: ["प्रोसेसिंग फी", "प्रोसेसिंग शुल्क", "प्रक्रिया शुल्क"] },
      ta: { use: "செயலாக்கக் கட்டண", not: ["ப்ராசஸிங்", "பிராசஸிங்"] },
      te: { use: "ప్రాసెసింగ్ ఫీజు", not: ["ప్రాసెసింగ్ రుసుము", "ప్రక్రియ రుసుము"] },
    },
  },
  {
    term: "gold expert",
    forms: {
      // "आमचे सोने तज्ज्ञ", "మా బంగారం నిపుణులు" read as "our gold".
      mr: { use: "सुवर्ण तज्ज्ञ", not: ["सोने तज्ज्ञ"] },
      ta: { use: "தங்க நிபுணர்", not: ["மதிப்பீட்டாளர்"] },
      te: { use: "గోల్డ్ నిపుణులు", not: ["బంగారం నిపుణు"] },
    },
  },
  {
    term: "doorstep visit",
    forms: {
      mr: { use: "घरी भेट", not: ["घरपोच भेट"] },
      kn: { use: "ಮನೆಗೆ ಭೇಟಿ", not: ["ಮನೆ ಭೇಟಿ", "ಮನೆ ಬಾಗಿಲಿನ ಭೇಟಿ", "ಮನೆ ಬಾಗಿಲಿಗೆ ಭೇಟಿ"] },
      ml: { use: "വീട്ടുപടിക്കൽ സന്ദർശന", not: ["വീട്ടിലെത്തി സന്ദർശന", "വീട്ടിലെത്തിയുള്ള സന്ദർശന", "വീട്ടിൽ സന്ദർശന"] },
    },
  },
  {
    term: "last name",
    forms: {
      // उपनाम can be a nickname.
      hi: { use: "कुलनाम", not: ["उपनाम"] },
    },
  },
  {
    term: "purity",
    forms: {
      hi: { use: "शुद्धता", not: ["प्योरिटी"] },
      mr: { use: "शुद्धता", not: ["प्युरिटी"] },
      ta: { use: "தூய்மை", not: ["சுத்தம்"] },
      te: { use: "స్వచ్ఛత", not: ["ప్యూరిటీ"] },
      kn: { use: "ಶುದ್ಧತೆ", not: ["ಪ್ಯೂರಿಟಿ"] },
      ml: { use: "പരിശുദ്ധി", not: ["ശുദ്ധി", "പ്യൂരിറ്റി"] },
    },
  },
  {
    term: "visit",
    forms: {
      hi: { use: "विज़िट", not: ["विजिट"] },
      mr: { use: "भेट", not: ["व्हिजिट"] },
      ta: { use: "வருகை", not: ["விசிட்"] },
      te: { use: "సందర్శన", not: ["విజిట్"] },
      kn: { use: "ಭೇಟಿ", not: ["ವಿಸಿಟ್"] },
      ml: { use: "സന്ദർശന", not: ["വിസിറ്റ്"] },
    },
  },
  {
    term: "scheme",
    forms: {
      hi: { use: "स्कीम", not: ["स्कीम्स"] },
      mr: { use: "योजना", not: ["स्कीम"] },
      ta: { use: "திட்ட", not: ["ஸ்கீம்"] },
      te: { use: "పథకం", not: ["స్కీమ్"] },
      kn: { use: "ಯೋಜನೆ", not: ["ಸ್ಕೀಮ್"] },
    },
  },
  {
    term: "limit",
    forms: {
      ta: { use: "வரம்பு", not: ["லிமிட்"] },
      kn: { use: "ಮಿತಿ", not: ["ಲಿಮಿಟ್"] },
    },
  },
  {
    term: "welcome back",
    forms: {
      // "மீண்டும் வருக" is a shop's "visit again".
      ta: { use: "மீண்டும் வரவேற்கிறோம்", not: ["மீண்டும் வருக"] },
    },
  },
  {
    term: "no obligation",
    forms: {
      // Not "no responsibility" or "no liability".
      te: { use: "ఎలాంటి నిబద్ధత లేదు", not: ["ఎలాంటి బాధ్యత లేదు"] },
      ml: { use: "ഒരു നിർബന്ധവുമില്ല", not: ["ബാധ്യതയില്ല"] },
    },
  },
];
