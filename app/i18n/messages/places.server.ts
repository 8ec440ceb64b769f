/**
 * The "places" namespace: the names of the cities the upstream service lists (server/upstream-sim/seed/cities.ts,
 * SEEDED_CITY_NAMES, in that order, then "Others"), as each language writes them today, so that a page in Hindi or
 * Tamil names the reader's city in the reader's script. The key is the upstream's English name. Where the English
 * name is an old one, the table has the official name as the language now writes it (Bengaluru, Gurugram, Belagavi,
 * Puducherry, Chhatrapati Sambhajinagar), except where a language has a name of its own in everyday use (Marathi
 * म्हैसूर, बेळगाव, इंदूर, ग्वाल्हेर, तंजावर; Telugu రాజమండ్రి). See app/i18n/define.ts for the shape, decision 028 for the rules.
 */
import { defineMessages } from "~/i18n/define";

export default defineMessages({
  Bangalore: { hi: "बेंगलुरु", mr: "बंगळुरू", ta: "பெங்களூரு", te: "బెంగళూరు", kn: "ಬೆಂಗಳೂರು", ml: "ബെംഗളൂരു" },
  Hyderabad: { hi: "हैदराबाद", mr: "हैदराबाद", ta: "ஹைதராபாத்", te: "హైదరాబాద్", kn: "ಹೈದರಾಬಾದ್", ml: "ഹൈദരാബാദ്" },
  Pune: { hi: "पुणे", mr: "पुणे", ta: "புனே", te: "పుణె", kn: "ಪುಣೆ", ml: "പൂനെ" },
  Mumbai: { hi: "मुंबई", mr: "मुंबई", ta: "மும்பை", te: "ముంబై", kn: "ಮುಂಬೈ", ml: "മുംബൈ" },
  // ta: டெல்லி, as most Tamil papers write it (a few write தில்லி)
  Delhi: { hi: "दिल्ली", mr: "दिल्ली", ta: "டெல்லி", te: "ఢిల్లీ", kn: "ದೆಹಲಿ", ml: "ഡൽഹി" },
  Ghaziabad: { hi: "गाज़ियाबाद", mr: "गाझियाबाद", ta: "காசியாபாத்", te: "ఘజియాబాద్", kn: "ಗಾಜಿಯಾಬಾದ್", ml: "ഗാസിയാബാദ്" },
  // ta: பரிதாபாத்; some write ஃபரிதாபாத்
  Faridabad: { hi: "फ़रीदाबाद", mr: "फरीदाबाद", ta: "பரிதாபாத்", te: "ఫరీదాబాద్", kn: "ಫರೀದಾಬಾದ್", ml: "ഫരീദാബാദ്" },
  Chennai: { hi: "चेन्नई", mr: "चेन्नई", ta: "சென்னை", te: "చెన్నై", kn: "ಚೆನ್ನೈ", ml: "ചെന്നൈ" },
  Kolkata: { hi: "कोलकाता", mr: "कोलकाता", ta: "கொல்கத்தா", te: "కోల్‌కతా", kn: "ಕೋಲ್ಕತ್ತಾ", ml: "കൊൽക്കത്ത" },
  Ahmedabad: { hi: "अहमदाबाद", mr: "अहमदाबाद", ta: "அகமதாபாத்", te: "అహ్మదాబాద్", kn: "ಅಹಮದಾಬಾದ್", ml: "അഹമ്മദാബാദ്" },
  Coimbatore: { hi: "कोयंबटूर", mr: "कोइम्बतूर", ta: "கோயம்புத்தூர்", te: "కోయంబత్తూరు", kn: "ಕೊಯಮತ್ತೂರು", ml: "കോയമ്പത്തൂർ" },
  // ml: മധുര, the city's Malayalam name
  Madurai: { hi: "मदुरै", mr: "मदुरै", ta: "மதுரை", te: "మధురై", kn: "ಮಧುರೈ", ml: "മധുര" },
  Kochi: { hi: "कोच्चि", mr: "कोची", ta: "கொச்சி", te: "కొచ్చి", kn: "ಕೊಚ್ಚಿ", ml: "കൊച്ചി" },
  Thiruvananthapuram: { hi: "तिरुवनंतपुरम", mr: "तिरुवनंतपुरम", ta: "திருவனந்தபுரம்", te: "తిరువనంతపురం", kn: "ತಿರುವನಂತಪುರಂ", ml: "തിരുവനന്തപുരം" },
  Vijayawada: { hi: "विजयवाड़ा", mr: "विजयवाडा", ta: "விஜயவாடா", te: "విజయవాడ", kn: "ವಿಜಯವಾಡ", ml: "വിജയവാഡ" },
  Visakhapatnam: { hi: "विशाखापत्तनम", mr: "विशाखापट्टणम", ta: "விசாகப்பட்டினம்", te: "విశాఖపట్నం", kn: "ವಿಶಾಖಪಟ್ಟಣ", ml: "വിശാഖപട്ടണം" },
  Jaipur: { hi: "जयपुर", mr: "जयपूर", ta: "ஜெய்ப்பூர்", te: "జైపూర్", kn: "ಜೈಪುರ", ml: "ജയ്പൂർ" },
  Lucknow: { hi: "लखनऊ", mr: "लखनौ", ta: "லக்னோ", te: "లక్నో", kn: "ಲಖನೌ", ml: "ലഖ്നൗ" },
  Noida: { hi: "नोएडा", mr: "नोएडा", ta: "நொய்டா", te: "నోయిడా", kn: "ನೋಯ್ಡಾ", ml: "നോയിഡ" },
  // Gurugram, the official name since 2016, in every language
  Gurgaon: { hi: "गुरुग्राम", mr: "गुरुग्राम", ta: "குருகிராம்", te: "గురుగ్రామ్", kn: "ಗುರುಗ್ರಾಮ", ml: "ഗുരുഗ്രാം" },
  Thane: { hi: "ठाणे", mr: "ठाणे", ta: "தானே", te: "థానే", kn: "ಥಾಣೆ", ml: "താനെ" },
  "Navi Mumbai": { hi: "नवी मुंबई", mr: "नवी मुंबई", ta: "நவி மும்பை", te: "నవీ ముంబై", kn: "ನವಿ ಮುಂಬೈ", ml: "നവി മുംബൈ" },
  Nagpur: { hi: "नागपुर", mr: "नागपूर", ta: "நாக்பூர்", te: "నాగ్‌పూర్", kn: "ನಾಗ್ಪುರ", ml: "നാഗ്പൂർ" },
  Nashik: { hi: "नासिक", mr: "नाशिक", ta: "நாசிக்", te: "నాసిక్", kn: "ನಾಸಿಕ್", ml: "നാസിക്" },
  // Chhatrapati Sambhajinagar, the official name since 2023 and the one Marathi writes today, in every language (औरंगाबाद is still widely said)
  Aurangabad: {
    hi: "छत्रपति संभाजीनगर",
    mr: "छत्रपती संभाजीनगर",
    ta: "சத்ரபதி சம்பாஜிநகர்",
    te: "ఛత్రపతి శంభాజీనగర్",
    kn: "ಛತ್ರಪತಿ ಸಂಭಾಜಿನಗರ",
    ml: "ഛത്രപതി സംഭാജിനഗർ",
  },
  Surat: { hi: "सूरत", mr: "सुरत", ta: "சூரத்", te: "సూరత్", kn: "ಸೂರತ್", ml: "സൂറത്ത്" },
  Vadodara: { hi: "वडोदरा", mr: "वडोदरा", ta: "வதோதரா", te: "వడోదర", kn: "ವಡೋದರ", ml: "വഡോദര" },
  Rajkot: { hi: "राजकोट", mr: "राजकोट", ta: "ராஜ்கோட்", te: "రాజ్‌కోట్", kn: "ರಾಜ್‌ಕೋಟ್", ml: "രാജ്കോട്ട്" },
  // mr: इंदूर, Marathi's own name for Indore
  Indore: { hi: "इंदौर", mr: "इंदूर", ta: "இந்தூர்", te: "ఇండోర్", kn: "ಇಂದೋರ್", ml: "ഇൻഡോർ" },
  Bhopal: { hi: "भोपाल", mr: "भोपाळ", ta: "போபால்", te: "భోపాల్", kn: "ಭೋಪಾಲ್", ml: "ഭോപ്പാൽ" },
  Jabalpur: { hi: "जबलपुर", mr: "जबलपूर", ta: "ஜபல்பூர்", te: "జబల్‌పూర్", kn: "ಜಬಲ್‌ಪುರ", ml: "ജബൽപൂർ" },
  // mr: ग्वाल्हेर, Marathi's own name for Gwalior
  Gwalior: { hi: "ग्वालियर", mr: "ग्वाल्हेर", ta: "குவாலியர்", te: "గ్వాలియర్", kn: "ಗ್ವಾಲಿಯರ್", ml: "ഗ്വാളിയോർ" },
  Kanpur: { hi: "कानपुर", mr: "कानपूर", ta: "கான்பூர்", te: "కాన్పూర్", kn: "ಕಾನ್ಪುರ", ml: "കാൺപൂർ" },
  Agra: { hi: "आगरा", mr: "आग्रा", ta: "ஆக்ரா", te: "ఆగ్రా", kn: "ಆಗ್ರಾ", ml: "ആഗ്ര" },
  Varanasi: { hi: "वाराणसी", mr: "वाराणसी", ta: "வாரணாசி", te: "వారణాసి", kn: "ವಾರಾಣಸಿ", ml: "വാരാണസി" },
  Meerut: { hi: "मेरठ", mr: "मेरठ", ta: "மீரட்", te: "మీరట్", kn: "ಮೀರತ್", ml: "മീററ്റ്" },
  Prayagraj: { hi: "प्रयागराज", mr: "प्रयागराज", ta: "பிரயாக்ராஜ்", te: "ప్రయాగ్‌రాజ్", kn: "ಪ್ರಯಾಗ್‌ರಾಜ್", ml: "പ്രയാഗ്‌രാജ്" },
  Chandigarh: { hi: "चंडीगढ़", mr: "चंदीगड", ta: "சண்டிகர்", te: "చండీగఢ్", kn: "ಚಂಡೀಗಢ", ml: "ചണ്ഡീഗഢ്" },
  Ludhiana: { hi: "लुधियाना", mr: "लुधियाना", ta: "லூதியானா", te: "లూధియానా", kn: "ಲುಧಿಯಾನ", ml: "ലുധിയാന" },
  Amritsar: { hi: "अमृतसर", mr: "अमृतसर", ta: "அமிர்தசரஸ்", te: "అమృత్‌సర్", kn: "ಅಮೃತಸರ", ml: "അമൃത്സർ" },
  Jalandhar: { hi: "जालंधर", mr: "जालंधर", ta: "ஜலந்தர்", te: "జలంధర్", kn: "ಜಲಂಧರ್", ml: "ജലന്ധർ" },
  Dehradun: { hi: "देहरादून", mr: "डेहराडून", ta: "டேராடூன்", te: "డెహ్రాడూన్", kn: "ಡೆಹ್ರಾಡೂನ್", ml: "ഡെറാഡൂൺ" },
  Patna: { hi: "पटना", mr: "पाटणा", ta: "பாட்னா", te: "పాట్నా", kn: "ಪಟ್ನಾ", ml: "പട്ന" },
  Ranchi: { hi: "रांची", mr: "रांची", ta: "ராஞ்சி", te: "రాంచీ", kn: "ರಾಂಚಿ", ml: "റാഞ്ചി" },
  Bhubaneswar: { hi: "भुवनेश्वर", mr: "भुवनेश्वर", ta: "புவனேஸ்வர்", te: "భువనేశ్వర్", kn: "ಭುವನೇಶ್ವರ", ml: "ഭുവനേശ്വർ" },
  Cuttack: { hi: "कटक", mr: "कटक", ta: "கட்டாக்", te: "కటక్", kn: "ಕಟಕ್", ml: "കട്ടക്ക്" },
  // ta: குவாஹாட்டி; Tamil papers also write கவுஹாத்தி, குவகாத்தி
  Guwahati: { hi: "गुवाहाटी", mr: "गुवाहाटी", ta: "குவாஹாட்டி", te: "గువాహటి", kn: "ಗುವಾಹಟಿ", ml: "ഗുവാഹത്തി" },
  Raipur: { hi: "रायपुर", mr: "रायपूर", ta: "ராய்ப்பூர்", te: "రాయ్‌పూర్", kn: "ರಾಯಪುರ", ml: "റായ്പൂർ" },
  // Mysuru (official) where the language has no older name of its own; mr: म्हैसूर, Marathi's own name
  Mysore: { hi: "मैसूरु", mr: "म्हैसूर", ta: "மைசூரு", te: "మైసూరు", kn: "ಮೈಸೂರು", ml: "മൈസൂരു" },
  // Mangaluru, the official name
  Mangalore: { hi: "मंगलुरु", mr: "मंगळुरू", ta: "மங்களூரு", te: "మంగళూరు", kn: "ಮಂಗಳೂರು", ml: "മംഗളൂരു" },
  // Hubballi (official); hi: हुब्बल्ली, though Hindi papers often still write हुबली; mr: हुबळी, Marathi's own name
  Hubli: { hi: "हुब्बल्ली", mr: "हुबळी", ta: "ஹுப்பள்ளி", te: "హుబ్బళ్లి", kn: "ಹುಬ್ಬಳ್ಳಿ", ml: "ഹുബ്ബള്ളി" },
  // Belagavi (official); mr: बेळगाव, the name Marathi speakers use
  Belgaum: { hi: "बेलगावी", mr: "बेळगाव", ta: "பெலகாவி", te: "బెళగావి", kn: "ಬೆಳಗಾವಿ", ml: "ബെളഗാവി" },
  Davangere: { hi: "दावणगेरे", mr: "दावणगेरे", ta: "தாவணகெரே", te: "దావణగెరె", kn: "ದಾವಣಗೆರೆ", ml: "ദാവണഗെരെ" },
  // ta: the full name; Tamil speakers mostly say திருச்சி
  Tiruchirappalli: { hi: "तिरुचिरापल्ली", mr: "तिरुचिरापल्ली", ta: "திருச்சிராப்பள்ளி", te: "తిరుచిరాపల్లి", kn: "ತಿರುಚಿರಾಪಳ್ಳಿ", ml: "തിരുച്ചിറപ്പള്ളി" },
  Salem: { hi: "सेलम", mr: "सेलम", ta: "சேலம்", te: "సేలం", kn: "ಸೇಲಂ", ml: "സേലം" },
  Erode: { hi: "ईरोड", mr: "ईरोड", ta: "ஈரோடு", te: "ఈరోడ్", kn: "ಈರೋಡ್", ml: "ഈറോഡ്" },
  Tiruppur: { hi: "तिरुप्पुर", mr: "तिरुप्पूर", ta: "திருப்பூர்", te: "తిరుప్పూరు", kn: "ತಿರುಪ್ಪೂರು", ml: "തിരുപ്പൂർ" },
  Vellore: { hi: "वेल्लोर", mr: "वेल्लोर", ta: "வேலூர்", te: "వెల్లూరు", kn: "ವೆಲ್ಲೂರು", ml: "വെല്ലൂർ" },
  Tirunelveli: { hi: "तिरुनेलवेली", mr: "तिरुनेलवेली", ta: "திருநெல்வேலி", te: "తిరునెల్వేలి", kn: "ತಿರುನೆಲ್ವೇಲಿ", ml: "തിരുനെൽവേലി" },
  // mr: तंजावर, Marathi's own name
  Thanjavur: { hi: "तंजावुर", mr: "तंजावर", ta: "தஞ்சாவூர்", te: "తంజావూరు", kn: "ತಂಜಾವೂರು", ml: "തഞ്ചാവൂർ" },
  // Puducherry, the official name
  Pondicherry: { hi: "पुडुचेरी", mr: "पुदुच्चेरी", ta: "புதுச்சேரி", te: "పుదుచ్చేరి", kn: "ಪುದುಚೇರಿ", ml: "പുതുച്ചേരി" },
  Hosur: { hi: "होसुर", mr: "होसूर", ta: "ஓசூர்", te: "హోసూరు", kn: "ಹೊಸೂರು", ml: "ഹൊസൂർ" },
  Thrissur: { hi: "त्रिशूर", mr: "त्रिशूर", ta: "திருச்சூர்", te: "త్రిశూర్", kn: "ತ್ರಿಶೂರ್", ml: "തൃശൂർ" },
  // kn: ಕೋಯಿಕ್ಕೋಡ್ is uncertain (also written ಕೋಝಿಕ್ಕೋಡ್; the old Kannada name is ಕಲ್ಲಿಕೋಟೆ); te: కోజికోడ్ likewise (also కోళికోడ్)
  Kozhikode: { hi: "कोझिकोड", mr: "कोझिकोड", ta: "கோழிக்கோடு", te: "కోజికోడ్", kn: "ಕೋಯಿಕ್ಕೋಡ್", ml: "കോഴിക്കോട്" },
  Kollam: { hi: "कोल्लम", mr: "कोल्लम", ta: "கொல்லம்", te: "కొల్లం", kn: "ಕೊಲ್ಲಂ", ml: "കൊല്ലം" },
  Kottayam: { hi: "कोट्टायम", mr: "कोट्टायम", ta: "கோட்டயம்", te: "కొట్టాయం", kn: "ಕೊಟ್ಟಾಯಂ", ml: "കോട്ടയം" },
  Palakkad: { hi: "पालक्काड", mr: "पलक्कड", ta: "பாலக்காடு", te: "పాలక్కాడ్", kn: "ಪಾಲಕ್ಕಾಡ್", ml: "പാലക്കാട്" },
  Kannur: { hi: "कन्नूर", mr: "कन्नूर", ta: "கண்ணூர்", te: "కన్నూర్", kn: "ಕಣ್ಣೂರು", ml: "കണ്ണൂർ" },
  Guntur: { hi: "गुंटूर", mr: "गुंटूर", ta: "குண்டூர்", te: "గుంటూరు", kn: "ಗುಂಟೂರು", ml: "ഗുണ്ടൂർ" },
  Nellore: { hi: "नेल्लोर", mr: "नेल्लोर", ta: "நெல்லூர்", te: "నెల్లూరు", kn: "ನೆಲ್ಲೂರು", ml: "നെല്ലൂർ" },
  Tirupati: { hi: "तिरुपति", mr: "तिरुपती", ta: "திருப்பதி", te: "తిరుపతి", kn: "ತಿರುಪತಿ", ml: "തിരുപ്പതി" },
  // ml: കുർണൂൽ is uncertain (also written കർണൂൽ)
  Kurnool: { hi: "कुरनूल", mr: "कुर्नूल", ta: "கர்னூல்", te: "కర్నూలు", kn: "ಕರ್ನೂಲು", ml: "കുർണൂൽ" },
  // te: రాజమండ్రి, what people say (the official name is రాజమహేంద్రవరం)
  Rajahmundry: { hi: "राजमुंदरी", mr: "राजमुंद्री", ta: "ராஜமுந்திரி", te: "రాజమండ్రి", kn: "ರಾಜಮಂಡ್ರಿ", ml: "രാജമുന്ദ്രി" },
  Kakinada: { hi: "काकीनाडा", mr: "काकीनाडा", ta: "காக்கிநாடா", te: "కాకినాడ", kn: "ಕಾಕಿನಾಡ", ml: "കാക്കിനാഡ" },
  // ml: വാറങ്കൽ is uncertain (also written വാറംഗൽ)
  Warangal: { hi: "वारंगल", mr: "वारंगल", ta: "வாரங்கல்", te: "వరంగల్", kn: "ವರಂಗಲ್", ml: "വാറങ്കൽ" },
  Karimnagar: { hi: "करीमनगर", mr: "करीमनगर", ta: "கரீம்நகர்", te: "కరీంనగర్", kn: "ಕರೀಂನಗರ", ml: "കരിംനഗർ" },
  Nizamabad: { hi: "निज़ामाबाद", mr: "निजामाबाद", ta: "நிஜாமாபாத்", te: "నిజామాబాద్", kn: "ನಿಜಾಮಾಬಾದ್", ml: "നിസാമാബാദ്" },
  Khammam: { hi: "खम्मम", mr: "खम्मम", ta: "கம்மம்", te: "ఖమ్మం", kn: "ಖಮ್ಮಂ", ml: "ഖമ്മം" },
  Jodhpur: { hi: "जोधपुर", mr: "जोधपूर", ta: "ஜோத்பூர்", te: "జోధ్‌పూర్", kn: "ಜೋಧಪುರ", ml: "ജോധ്പൂർ" },
  Udaipur: { hi: "उदयपुर", mr: "उदयपूर", ta: "உதய்ப்பூர்", te: "ఉదయ్‌పూర్", kn: "ಉದಯಪುರ", ml: "ഉദയ്പൂർ" },
  // ml: കോട്ട, as Malayalam papers write Kota (it is also the word for a fort)
  Kota: { hi: "कोटा", mr: "कोटा", ta: "கோட்டா", te: "కోటా", kn: "ಕೋಟಾ", ml: "കോട്ട" },
  Howrah: { hi: "हावड़ा", mr: "हावडा", ta: "ஹவுரா", te: "హౌరా", kn: "ಹೌರಾ", ml: "ഹൗറ" },
  // The list's last option: a city not named above.
  Others: { hi: "अन्य शहर", mr: "इतर शहरे", ta: "பிற நகரங்கள்", te: "ఇతర నగరాలు", kn: "ಇತರ ನಗರಗಳು", ml: "മറ്റ് നഗരങ്ങൾ" },
});
