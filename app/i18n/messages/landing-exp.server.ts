/** The "landing-exp" namespace: the paid landing /best-gold-loan-exp (its steps) (see app/i18n/define.ts for the shape, decision 028 for the rules). */
import { defineMessages } from "~/i18n/define";
import { shared } from "~/i18n/messages/shared.server";

export default defineMessages({
  ...shared(
    "Why {brand}",
    "Schemes offered in {city} on {date}: APR from {apr} a year, up to {ltv} of your gold's value, loans up to {amount}.",
  ),
  "Tell us your city and the amount you need": {
    hi: "अपना शहर और ज़रूरी राशि बताएँ",
    mr: "तुमचे शहर आणि हवी असलेली रक्कम सांगा",
    ta: "உங்கள் நகரத்தையும் தேவையான தொகையையும் சொல்லுங்கள்",
    te: "మీ నగరం, మీకు కావలసిన మొత్తం చెప్పండి",
    kn: "ನಿಮ್ಮ ನಗರ ಮತ್ತು ಬೇಕಾದ ಮೊತ್ತವನ್ನು ತಿಳಿಸಿ",
    ml: "നിങ്ങളുടെ നഗരവും ആവശ്യമായ തുകയും പറയൂ",
  },
  "Verify your number with a code": {
    hi: "कोड से अपना नंबर वेरिफ़ाई करें",
    mr: "कोडने तुमचा नंबर पडताळा",
    ta: "குறியீடு மூலம் உங்கள் எண்ணைச் சரிபார்க்கவும்",
    te: "కోడ్‌తో మీ నంబర్‌ను ధృవీకరించండి",
    kn: "ಕೋಡ್ ಮೂಲಕ ನಿಮ್ಮ ಸಂಖ್ಯೆಯನ್ನು ದೃಢೀಕರಿಸಿ",
    ml: "കോഡ് ഉപയോഗിച്ച് നിങ്ങളുടെ നമ്പർ സ്ഥിരീകരിക്കൂ",
  },
  "Pick a branch or a doorstep visit": {
    hi: "ब्रांच या घर पर विज़िट चुनें",
    mr: "शाखा किंवा घरी भेट निवडा",
    ta: "கிளையையோ வீட்டு வருகையையோ தேர்ந்தெடுங்கள்",
    te: "బ్రాంచ్ సందర్శన లేదా ఇంటి వద్ద సందర్శనను ఎంచుకోండి",
    kn: "ಶಾಖೆ ಅಥವಾ ಮನೆಗೆ ಭೇಟಿಯನ್ನು ಆಯ್ಕೆಮಾಡಿ",
    ml: "ബ്രാഞ്ചോ വീട്ടുപടിക്കൽ സന്ദർശനമോ തിരഞ്ഞെടുക്കൂ",
  },
  "Get the money the same day": {
    hi: "उसी दिन पैसा पाएँ",
    mr: "त्याच दिवशी पैसे मिळवा",
    ta: "அதே நாளில் பணம் பெறுங்கள்",
    te: "అదే రోజు డబ్బు పొందండి",
    kn: "ಅದೇ ದಿನ ಹಣ ಪಡೆಯಿರಿ",
    ml: "അതേ ദിവസം പണം നേടൂ",
  },
});
