/**
 * The "cards-code" namespace: the one-time code of the cardholder pages (login, consent, limit
 * increase): its field and its messages. What the abuse limits say when they refuse a send or a
 * check is in "limits" and "limits-otp" (app/site/limit-problem.ts), which these pages send too.
 */
import { defineMessages } from "~/i18n/define";
import { shared } from "~/i18n/messages/shared.server";

export default defineMessages({
  ...shared("Enter the 6-digit code we sent to you.", "One-time code", "Checking…", "Sending…", "Send again", "Did not get the code?"),
  "The {length}-digit code": {
    hi: "{length} अंकों का कोड",
    mr: "{length} अंकी कोड",
    ta: "{length} இலக்கக் குறியீடு",
    te: "{length} అంకెల కోడ్",
    kn: "{length} ಅಂಕಿಯ ಕೋಡ್",
    ml: "{length} അക്ക കോഡ്",
  },
  "That code is not right. Please check it and try again.": {
    hi: "यह कोड सही नहीं है। कृपया जाँचकर फिर से कोशिश करें।",
    mr: "हा कोड बरोबर नाही। कृपया तपासून पुन्हा प्रयत्न करा।",
    ta: "இந்தக் குறியீடு சரியில்லை. சரிபார்த்து மீண்டும் முயற்சிக்கவும்.",
    te: "ఈ కోడ్ సరైనది కాదు. దయచేసి సరిచూసి మళ్ళీ ప్రయత్నించండి.",
    kn: "ಈ ಕೋಡ್ ಸರಿಯಿಲ್ಲ. ದಯವಿಟ್ಟು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    ml: "ഈ കോഡ് ശരിയല്ല. ദയവായി പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.",
  },
  "Please ask for a code first.": {
    hi: "कृपया पहले कोड मँगवाएँ।",
    mr: "कृपया आधी कोड मागवा।",
    ta: "முதலில் குறியீட்டைக் கோரவும்.",
    te: "దయచేసి ముందుగా కోడ్ కోసం అడగండి.",
    kn: "ದಯವಿಟ್ಟು ಮೊದಲು ಕೋಡ್ ಕೇಳಿ.",
    ml: "ദയവായി ആദ്യം കോഡ് ആവശ്യപ്പെടുക.",
  },
});
