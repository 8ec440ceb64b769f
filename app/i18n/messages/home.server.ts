/** The "home" namespace: the home page's own text around its copy (the city links) (see app/i18n/define.ts for the shape, decision 028 for the rules). */
import { defineMessages } from "~/i18n/define";

export default defineMessages({
  "Why {brand}": {
    hi: "{brand} ही क्यों",
    mr: "{brand} च का",
    ta: "ஏன் {brand}",
    te: "{brand} ఎందుకు",
    kn: "{brand} ಏಕೆ",
    ml: "എന്തുകൊണ്ട് {brand}",
  },
  "Gold loan in your city": {
    hi: "आपके शहर में गोल्ड लोन",
    mr: "तुमच्या शहरात गोल्ड लोन",
    ta: "உங்கள் நகரத்தில் தங்க நகைக் கடன்",
    te: "మీ నగరంలో గోల్డ్ లోన్",
    kn: "ನಿಮ್ಮ ನಗರದಲ್ಲಿ ಗೋಲ್ಡ್ ಲೋನ್",
    ml: "നിങ്ങളുടെ നഗരത്തിൽ ഗോൾഡ് ലോൺ",
  },
  "Gold loan calculator: how much can I borrow?": {
    hi: "गोल्ड लोन कैलकुलेटर: मुझे कितना लोन मिल सकता है?",
    mr: "गोल्ड लोन कॅल्क्युलेटर: मला किती कर्ज मिळू शकते?",
    ta: "நகைக் கடன் கால்குலேட்டர்: எனக்கு எவ்வளவு கடன் கிடைக்கும்?",
    te: "గోల్డ్ లోన్ క్యాలిక్యులేటర్: నాకు ఎంత లోన్ వస్తుంది?",
    kn: "ಗೋಲ್ಡ್ ಲೋನ್ ಕ್ಯಾಲ್ಕುಲೇಟರ್: ನನಗೆ ಎಷ್ಟು ಸಾಲ ಸಿಗಬಹುದು?",
    ml: "ഗോൾഡ് ലോൺ കാൽക്കുലേറ്റർ: എനിക്ക് എത്ര വായ്പ കിട്ടും?",
  },
});
