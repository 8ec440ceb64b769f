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
  "Your loan comes from an RBI-regulated bank or NBFC": {
    hi: "आपका लोन RBI द्वारा विनियमित बैंक या NBFC से मिलता है",
    mr: "तुमचे कर्ज RBI-नियमित बँक किंवा NBFC कडून मिळते",
    ta: "உங்கள் கடன் RBI ஒழுங்குமுறைக்கு உட்பட்ட வங்கி அல்லது NBFC-யிடமிருந்து கிடைக்கிறது",
    te: "మీ రుణం RBI నియంత్రణలోని బ్యాంక్ లేదా NBFC నుంచి వస్తుంది",
    kn: "ನಿಮ್ಮ ಸಾಲ RBI ನಿಯಂತ್ರಿತ ಬ್ಯಾಂಕ್ ಅಥವಾ NBFC ಯಿಂದ ಬರುತ್ತದೆ",
    ml: "നിങ്ങളുടെ വായ്പ RBI നിയന്ത്രണത്തിലുള്ള ബാങ്കിൽ നിന്നോ NBFC-യിൽ നിന്നോ ആണ്",
  },
});
