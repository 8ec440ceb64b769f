/** The "step-blocks" namespace: a journey step's information blocks other than the gold rate (branches, city info, visit count, the alert-seek prompt) (see app/i18n/define.ts for the shape, decision 028 for the rules). */
import { defineMessages } from "~/i18n/define";
import { shared } from "~/i18n/messages/shared.server";

export default defineMessages({
  ...shared("{city} at a glance", "{count} partner branch", "{count} partner branches", "{count} customers served"),
  "{distance} away": {
    hi: "{distance} दूर",
    mr: "{distance} अंतरावर",
    ta: "{distance} தொலைவில்",
    te: "{distance} దూరంలో",
    kn: "{distance} ದೂರದಲ್ಲಿ",
    ml: "{distance} അകലെ",
  },
  "{count} people in {city} booked a gold loan visit today.": {
    hi: "आज {city} में {count} लोगों ने गोल्ड लोन विज़िट बुक की।",
    mr: "आज {city} मध्ये {count} लोकांनी गोल्ड लोन भेट बुक केली.",
    ta: "இன்று {city} இல் {count} பேர் தங்க நகைக் கடன் வருகையை முன்பதிவு செய்தனர்.",
    te: "ఈరోజు {city}లో {count} మంది గోల్డ్ లోన్ కోసం సందర్శన బుక్ చేసుకున్నారు.",
    kn: "ಇಂದು {city} ನಲ್ಲಿ {count} ಜನರು ಗೋಲ್ಡ್ ಲೋನ್ ಭೇಟಿಯನ್ನು ಬುಕ್ ಮಾಡಿದ್ದಾರೆ.",
    ml: "ഇന്ന് {city}-ൽ {count} പേർ ഗോൾഡ് ലോൺ സന്ദർശനം ബുക്ക് ചെയ്തു.",
  },
  "{distance} away, about {duration} by road": {
    hi: "{distance} दूर, सड़क से लगभग {duration}",
    mr: "{distance} अंतरावर, रस्त्याने सुमारे {duration}",
    ta: "{distance} தொலைவில், சாலை வழியாக சுமார் {duration}",
    te: "{distance} దూరంలో, రోడ్డు మార్గంలో సుమారు {duration}",
    kn: "{distance} ದೂರದಲ್ಲಿ, ರಸ್ತೆಯ ಮೂಲಕ ಸುಮಾರು {duration}",
    ml: "{distance} അകലെ, റോഡ് മാർഗം ഏകദേശം {duration}",
  },
  "Branches near {near}": {
    hi: "{near} के पास की ब्रांच",
    mr: "{near} जवळच्या शाखा",
    ta: "{near} அருகிலுள்ள கிளைகள்",
    te: "{near} దగ్గర ఉన్న బ్రాంచ్‌లు",
    kn: "{near} ಹತ್ತಿರದ ಶಾಖೆಗಳು",
    ml: "{near} സമീപമുള്ള ബ്രാഞ്ചുകൾ",
  },
  Help: {
    hi: "मदद",
    mr: "मदत",
    ta: "உதவி",
    te: "సహాయం",
    kn: "ಸಹಾಯ",
    ml: "സഹായം",
  },
  "Call me back": {
    hi: "मुझे कॉल करें",
    mr: "मला कॉल करा",
    ta: "என்னை அழையுங்கள்",
    te: "నాకు కాల్ చేయండి",
    kn: "ನನಗೆ ಕರೆ ಮಾಡಿ",
    ml: "എന്നെ തിരികെ വിളിക്കൂ",
  },
  "Close help": {
    hi: "मदद बंद करें",
    mr: "मदत बंद करा",
    ta: "உதவியை மூடு",
    te: "సహాయాన్ని మూసివేయండి",
    kn: "ಸಹಾಯವನ್ನು ಮುಚ್ಚಿ",
    ml: "സഹായം അടയ്ക്കുക",
  },
  "Need help? Ask for a call back and our gold loan expert will call you.": {
    hi: "मदद चाहिए? कॉल बैक माँगें, हमारे गोल्ड लोन विशेषज्ञ आपको कॉल करेंगे।",
    mr: "मदत हवी आहे? कॉल बॅक मागा, आमचे गोल्ड लोन तज्ज्ञ तुम्हाला कॉल करतील.",
    ta: "உதவி வேண்டுமா? திரும்ப அழைக்கக் கேளுங்கள், எங்கள் தங்க நகைக் கடன் நிபுணர் உங்களை அழைப்பார்.",
    te: "సహాయం కావాలా? కాల్ బ్యాక్ అడగండి, మా గోల్డ్ లోన్ నిపుణులు మీకు కాల్ చేస్తారు.",
    kn: "ಸಹಾಯ ಬೇಕೇ? ಕಾಲ್ ಬ್ಯಾಕ್ ಕೇಳಿ, ನಮ್ಮ ಗೋಲ್ಡ್ ಲೋನ್ ತಜ್ಞರು ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತಾರೆ.",
    ml: "സഹായം വേണോ? തിരികെ വിളിക്കാൻ ആവശ്യപ്പെടൂ, ഞങ്ങളുടെ ഗോൾഡ് ലോൺ വിദഗ്ധൻ നിങ്ങളെ വിളിക്കും.",
  },
  "Need help choosing? Ask for a call back and our gold loan expert will call you.": {
    hi: "चुनने में मदद चाहिए? कॉल बैक माँगें, हमारे गोल्ड लोन विशेषज्ञ आपको कॉल करेंगे।",
    mr: "निवडण्यासाठी मदत हवी आहे? कॉल बॅक मागा, आमचे गोल्ड लोन तज्ज्ञ तुम्हाला कॉल करतील.",
    ta: "தேர்வு செய்ய உதவி வேண்டுமா? திரும்ப அழைக்கக் கேளுங்கள், எங்கள் தங்க நகைக் கடன் நிபுணர் உங்களை அழைப்பார்.",
    te: "ఎంచుకోవడంలో సహాయం కావాలా? కాల్ బ్యాక్ అడగండి, మా గోల్డ్ లోన్ నిపుణులు మీకు కాల్ చేస్తారు.",
    kn: "ಆಯ್ಕೆ ಮಾಡಲು ಸಹಾಯ ಬೇಕೇ? ಕಾಲ್ ಬ್ಯಾಕ್ ಕೇಳಿ, ನಮ್ಮ ಗೋಲ್ಡ್ ಲೋನ್ ತಜ್ಞರು ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತಾರೆ.",
    ml: "തിരഞ്ഞെടുക്കാൻ സഹായം വേണോ? തിരികെ വിളിക്കാൻ ആവശ്യപ്പെടൂ, ഞങ്ങളുടെ ഗോൾഡ് ലോൺ വിദഗ്ധൻ നിങ്ങളെ വിളിക്കും.",
  },
});
