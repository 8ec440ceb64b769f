/** The "home" namespace: the home page's own text around its copy (the city links) (see app/i18n/define.ts for the shape, decision 028 for the rules). */
import { defineMessages } from "~/i18n/define";
import { shared } from "~/i18n/messages/shared.server";

export default defineMessages({
  ...shared("Why {brand}", "Gold loan calculator: how much can I borrow?"),
  "Gold loan in your city": {
    hi: "आपके शहर में गोल्ड लोन",
    mr: "तुमच्या शहरात गोल्ड लोन",
    ta: "உங்கள் நகரத்தில் தங்க நகைக் கடன்",
    te: "మీ నగరంలో గోల్డ్ లోన్",
    kn: "ನಿಮ್ಮ ನಗರದಲ್ಲಿ ಗೋಲ್ಡ್ ಲೋನ್",
    ml: "നിങ്ങളുടെ നഗരത്തിൽ ഗോൾഡ് ലോൺ",
  },
});
