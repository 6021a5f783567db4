/**
 * Hindi in Devanagari for the smart filter (issue 23 item 1): each word the
 * parser has a Hinglish keyword for is written as that keyword, and
 * Devanagari digits as ASCII ones, so "कल सुबह एसी" reads as "kal subah ac".
 * Words not listed are left for the tokenizer to drop, as it drops unknown
 * Latin words. Station names stay as the railway prints them (in Latin): a
 * Devanagari station name is not read.
 */
const LISTED: Record<string, string> = {
  // Times of day and time words
  सुबह: "subah",
  सवेरे: "savere",
  सवेरा: "savera",
  तड़के: "tadke",
  तडके: "tadke",
  भोर: "bhor",
  दोपहर: "dopahar",
  शाम: "shaam",
  सांझ: "saanj",
  साँझ: "saanj",
  रात: "raat",
  देर: "der",
  दिन: "din",
  बजे: "baje",
  बाद: "baad",
  पहले: "pehle",
  लगभग: "lagbhag",
  आसपास: "aaspaas",
  आस: "aas",
  पास: "paas",
  आगे: "aage",
  // Departure and arrival verbs
  पहुंचने: "pahunchne",
  पहुँचने: "pahunchne",
  पहुंचे: "pahunche",
  पहुँचे: "pahunche",
  पहुंचती: "pahunchti",
  पहुँचती: "pahunchti",
  पहुंचता: "pahunchta",
  पहुँचता: "pahunchta",
  निकलने: "nikalne",
  निकले: "nikle",
  निकलती: "nikalti",
  चलने: "chalne",
  चलती: "chalti",
  छूटने: "chhutne",
  // Classes
  एसी: "ac",
  वातानुकूलित: "ac",
  नॉन: "non",
  नान: "non",
  बिना: "bina",
  स्लीपर: "sleeper",
  शयनयान: "sleeper",
  थर्ड: "third",
  तृतीय: "third",
  सेकंड: "second",
  सेकेंड: "second",
  द्वितीय: "second",
  फर्स्ट: "first",
  प्रथम: "first",
  क्लास: "class",
  श्रेणी: "class",
  टियर: "tier",
  चेयर: "chair",
  कार: "car",
  इकॉनमी: "economy",
  इकोनॉमी: "economy",
  एग्जीक्यूटिव: "executive",
  एक्जीक्यूटिव: "executive",
  सिटिंग: "sitting",
  // Quotas
  तत्काल: "tatkal",
  प्रीमियम: "premium",
  महिला: "mahila",
  लेडीज: "ladies",
  लेडीज़: "ladies",
  वरिष्ठ: "senior",
  नागरिक: "citizen",
  सामान्य: "general",
  जनरल: "general",
  // Train types
  राजधानी: "rajdhani",
  शताब्दी: "shatabdi",
  जन: "jan",
  वंदे: "vande",
  भारत: "bharat",
  दुरंतो: "duronto",
  गरीब: "garib",
  रथ: "rath",
  हमसफर: "humsafar",
  हमसफ़र: "humsafar",
  तेजस: "tejas",
  डबल: "double",
  डेकर: "decker",
  अंत्योदय: "antyodaya",
  सुपरफास्ट: "superfast",
  मेल: "mail",
  एक्सप्रेस: "express",
  पैसेंजर: "passenger",
  // Seats
  कन्फर्म: "confirm",
  कंफर्म: "confirm",
  पक्का: "pakka",
  पक्की: "pakki",
  उपलब्ध: "available",
  वेटिंग: "waiting",
  प्रतीक्षा: "waiting",
  आरएसी: "rac",
  चलेगा: "chalega",
  चलेगी: "chalegi",
  भी: "bhi",
  नहीं: "nahi",
  नही: "nahi",
  सीट: "seat",
  सीटें: "seats",
  // Sorting and speed
  जल्दी: "jaldi",
  तेज: "fast",
  तेज़: "fast",
  ज्यादा: "zyada",
  ज़्यादा: "zyada",
  कम: "kam",
  समय: "samay",
  // Money
  सस्ता: "sasta",
  सस्ती: "sasti",
  सस्ते: "saste",
  किराया: "kiraya",
  रुपये: "rupaye",
  रुपए: "rupaye",
  रुपया: "rupaye",
  रु: "rs",
  हजार: "hazaar",
  हज़ार: "hazaar",
  // Postpositions the phrases use
  के: "ke",
  की: "ki",
  का: "ka",
  को: "ko",
  से: "se",
  तक: "tak",
  में: "mein",
  अंदर: "andar",
  अन्दर: "andar",
  ऊपर: "upar",
  और: "and",
  या: "or",
  कल: "kal",
  आज: "aaj",
  परसों: "parso",
  अभी: "abhi",
  नीचे: "neeche",
  सबसे: "sabse",
  // Counts before हज़ार and सौ ("दो हज़ार", "पाँच सौ")
  सौ: "sau",
  एक: "ek",
  डेढ़: "dedh",
  डेढ: "dedh",
  दो: "do",
  ढाई: "dhai",
  तीन: "teen",
  चार: "chaar",
  पांच: "paanch",
  पाँच: "paanch",
};

/** Keyed by the NFKC form, as the tokenizer normalises the prompt first (nukta letters decompose). */
const WORDS = new Map(
  Object.entries(LISTED).map(([hindi, latin]) => [hindi.normalize("NFKC"), latin]),
);

const DIGITS = "०१२३४५६७८९";

/** A run of Devanagari letters and signs (U+0900–U+097F, without the digits and dandas). */
const WORD = /[\u0900-\u0963\u0970-\u097F]+/g;

/** The (NFKC) prompt with Hindi words as their Hinglish keywords and Devanagari digits as ASCII. */
export function readDevanagari(prompt: string): string {
  if (!/[\u0900-\u097F]/.test(prompt)) return prompt;
  return prompt
    .replace(/[०-९]/g, (d) => String(DIGITS.indexOf(d)))
    .replace(/[\u0964\u0965]/g, " ")
    .replace(WORD, (word) => ` ${WORDS.get(word) ?? ""} `);
}
