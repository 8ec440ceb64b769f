/** The "cards-landing" namespace: the gold card's CMS landing pages (/lp/cards, /lp/cards/{page}), their call to action and built-in copy. */
import { defineMessages } from "~/i18n/define";
import { shared } from "~/i18n/messages/shared.server";

export default defineMessages({
  ...shared("Log in to your gold card", "Gold card", "A credit card backed by your gold"),
  "Spend up to 75% of your gold's value without selling it. Your gold stays safe in a bank vault.": {
    hi: "अपना सोना बेचे बिना उसकी कीमत का 75% तक खर्च करें। आपका सोना बैंक की तिजोरी में सुरक्षित रहता है।",
    mr: "सोने न विकता त्याच्या किमतीच्या 75% पर्यंत खर्च करा. तुमचे सोने बँकेच्या तिजोरीत सुरक्षित राहते.",
    ta: "தங்கத்தை விற்காமல் அதன் மதிப்பில் 75% வரை செலவு செய்யுங்கள். உங்கள் தங்கம் வங்கிப் பெட்டகத்தில் பாதுகாப்பாக இருக்கும்.",
    te: "బంగారం అమ్మకుండా దాని విలువలో 75% వరకు ఖర్చు చేయండి. మీ బంగారం బ్యాంక్ వాల్ట్‌లో సురక్షితంగా ఉంటుంది.",
    kn: "ಚಿನ್ನ ಮಾರದೆ ಅದರ ಮೌಲ್ಯದ 75% ವರೆಗೆ ಖರ್ಚು ಮಾಡಿ. ನಿಮ್ಮ ಚಿನ್ನ ಬ್ಯಾಂಕ್ ಲಾಕರ್‌ನಲ್ಲಿ ಸುರಕ್ಷಿತವಾಗಿರುತ್ತದೆ.",
    ml: "സ്വർണം വിൽക്കാതെ അതിന്റെ മൂല്യത്തിന്റെ 75% വരെ ചെലവഴിക്കുക. നിങ്ങളുടെ സ്വർണം ബാങ്ക് ലോക്കറിൽ സുരക്ഷിതമായിരിക്കും.",
  },
});
