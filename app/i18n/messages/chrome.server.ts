/** The "chrome" namespace: what every page shows (see app/i18n/define.ts for the shape, decision 028 for the rules). */
import { defineMessages } from "~/i18n/define";

export default defineMessages({
  "Skip to main content": {
    hi: "मुख्य सामग्री पर जाएँ",
    mr: "मुख्य मजकुराकडे जा",
    ta: "முதன்மை உள்ளடக்கத்திற்குச் செல்லவும்",
    te: "ప్రధాన విషయానికి వెళ్ళండి",
    kn: "ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ",
    ml: "പ്രധാന ഉള്ളടക്കത്തിലേക്ക് പോകുക",
  },
  "There is a problem": {
    hi: "कुछ ठीक करना है",
    mr: "काहीतरी दुरुस्त करायचे आहे",
    ta: "சரிசெய்ய வேண்டியவை உள்ளன",
    te: "సరిచేయవలసినవి ఉన్నాయి",
    kn: "ಸರಿಪಡಿಸಬೇಕಾದದ್ದು ಇದೆ",
    ml: "ശരിയാക്കേണ്ടവയുണ്ട്",
  },
});
