/**
 * The name a train is shown by (issue 19, item 5). trains.json carries the
 * names of the reservation charts, cut to 16 characters: station codes for
 * places and abbreviated words ("Sbc Dbldeck Exp", "Kolkata Rajdhni",
 * "Ltt Gkp Exp", "Puri Ltt S F"). They are written out once, when the
 * timetable is built at start, word by word, left to right:
 *
 * 1. a phrase of `TRAIN_NAME_PHRASES` (several words, or a word only at the
 *    end of the name) is replaced ("S F" → "Superfast", "G Rath" → "Garib Rath");
 * 2. a station code of `TRAIN_NAME_PLACES` becomes its place name, whether the
 *    train stops there or not ("Mmct" → "Mumbai Central");
 * 3. any other code of a station the train stops at becomes that station's
 *    name without "Jn" ("Gkp" → "Gorakhpur", "Cape" → "Kanyakumari"), unless
 *    the word is itself a word of that station's name ("Pune", "Okha");
 * 4. a word of `TRAIN_NAME_WORDS` is written out ("Exp" → "Express").
 *
 * Anything else is kept as it is. A name written in full (the demo network's)
 * comes out unchanged. The train type is still read from the name as printed
 * (`trainTypeOf`), whose patterns know these abbreviations.
 *
 * The tables were chosen from the open data's most frequent abbreviated words
 * (`TRAIN_NAME_WORDS` covers every word of 3+ uses that is not a place or a
 * plain word); checked by `train-name.test.ts`.
 */

/** Words written out, by their lower-case form. */
export const TRAIN_NAME_WORDS: Readonly<Record<string, string>> = {
  // Express, also cut short at the end of a 16-character name.
  exp: "Express",
  ex: "Express",
  expr: "Express",
  expre: "Express",
  expree: "Express",
  expres: "Express",
  sfexp: "Superfast Express",
  // Superfast.
  sf: "Superfast",
  sfast: "Superfast",
  suf: "Superfast",
  sup: "Superfast",
  spl: "Special",
  // Shatabdi and Jan Shatabdi.
  shtbdi: "Shatabdi",
  shtbd: "Shatabdi",
  shtabdi: "Shatabdi",
  shatbdi: "Shatabdi",
  shatbi: "Shatabdi",
  shatabadi: "Shatabdi",
  satabdi: "Shatabdi",
  sht: "Shatabdi",
  janshatabdi: "Jan Shatabdi",
  janshtabdi: "Jan Shatabdi",
  janshtbadi: "Jan Shatabdi",
  janshatbdi: "Jan Shatabdi",
  janshtbdi: "Jan Shatabdi",
  jnshtbdi: "Jan Shatabdi",
  janshtb: "Jan Shatabdi",
  jansatabdi: "Jan Shatabdi",
  jansh: "Jan Shatabdi",
  janst: "Jan Shatabdi",
  // Rajdhani, Humsafar, Garib Rath, Vande Bharat, Double Decker, Intercity.
  rajdhni: "Rajdhani",
  rajdani: "Rajdhani",
  humsafr: "Humsafar",
  humsfar: "Humsafar",
  humsfr: "Humsafar",
  humsafa: "Humsafar",
  hmsfr: "Humsafar",
  hamsafar: "Humsafar",
  garibrath: "Garib Rath",
  vandebharat: "Vande Bharat",
  dbldeck: "Double Decker",
  doubledecke: "Double Decker",
  dkr: "Decker",
  deckr: "Decker",
  dcker: "Decker",
  dd: "Double Decker",
  int: "Intercity",
  ic: "Intercity",
  icty: "Intercity",
  intrcity: "Intercity",
  intrct: "Intercity",
  intercty: "Intercity",
  intcity: "Intercity",
  durnto: "Duronto",
  grath: "Garib Rath",
  janshatabdti: "Jan Shatabdi",
  // Kranti, Sampark, Rajya Rani and the rest.
  krnti: "Kranti",
  krnt: "Kranti",
  krt: "Kranti",
  kranthi: "Kranti",
  smprk: "Sampark",
  samprk: "Sampark",
  smpark: "Sampark",
  skranti: "Sampark Kranti",
  shkti: "Shakti",
  mahmna: "Mahamana",
  shivalk: "Shivalik",
  prk: "Park",
  rajyarani: "Rajya Rani",
  wkly: "Weekly",
  mahmana: "Mahamana",
  porvotr: "Poorvottar",
  rjsthn: "Rajasthan",
  satygrh: "Satyagraha",
  jyanti: "Jayanti",
  vistad: "Vistadome",
  vistado: "Vistadome",
  dlx: "Deluxe",
  pas: "Passenger",
  pass: "Passenger",
  nawaj: "Nawaz",
  kol: "Kolkata",
  utr: "Uttar",
  mp: "Madhya Pradesh",
  cg: "Chhattisgarh",
  ap: "Andhra Pradesh",
  gr: "Garib Rath",
  swran: "Swarna",
  swrn: "Swarna",
  jaynti: "Jayanti",
  // States and places written short.
  mhrst: "Maharashtra",
  karntk: "Karnataka",
  gujrat: "Gujarat",
  gujart: "Gujarat",
  kerla: "Kerala",
  tamilnadu: "Tamil Nadu",
  mngla: "Mangala",
  lksdp: "Lakshadweep",
  pdys: "Puducherry",
  champrn: "Champaran",
  santiniketn: "Santiniketan",
  smvt: "SMVT Bengaluru",
  irctc: "IRCTC",
  // Misspelt.
  ahemdabad: "Ahmedabad",
  barelly: "Bareilly",
  coimbtore: "Coimbatore",
  gorakpur: "Gorakhpur",
  trivandram: "Trivandrum",
  // Run-together names.
  chennaimail: "Chennai Mail",
  sangmexp: "Sangam Express",
  manwarsangamexp: "Manwar Sangam Express",
  mailaduturaiexp: "Mayiladuthurai Express",
  kashivishwanth: "Kashi Vishwanath",
  sikkimmahananda: "Sikkim Mahananda",
  trishatabdi: "Tri Shatabdi",
  kashivnath: "Kashi Vishwanath",
  jalianwalabag: "Jallianwala Bagh",
  maldatown: "Malda Town",
  newtinsukia: "New Tinsukia",
  blackdiamond: "Black Diamond",
  stmjoyridevista: "Steam Joyride Vistadome",
};

/**
 * Phrases, by their lower-case words; a final "$" matches only at the end of
 * the name ("Raj" is Rajdhani there, "Raj S Krnti" is the Rajasthan Sampark
 * Kranti). Longer phrases are tried first.
 */
export const TRAIN_NAME_PHRASES: Readonly<Record<string, string>> = {
  "s f": "Superfast",
  "sup fast": "Superfast",
  "s kranti": "Sampark Kranti",
  "s krnti": "Sampark Kranti",
  "s k $": "Sampark Kranti",
  "smprk k": "Sampark Kranti",
  "samprk k": "Sampark Kranti",
  "sampark k": "Sampark Kranti",
  "sampooran k": "Sampoorna Kranti",
  "raj s krnti": "Rajasthan Sampark Kranti",
  "m p": "Madhya Pradesh",
  "g rath": "Garib Rath",
  "g nawaj": "Garib Nawaz",
  "tejas raj": "Tejas Rajdhani",
  "ak tejas": "August Kranti Tejas",
  "sj rajdhani": "Swarna Jayanti Rajdhani",
  "raj humsafar": "Rajasthan Humsafar",
  "raj hamsafar": "Rajasthan Humsafar",
  "swatantra s": "Swatantrata Senani",
  "swtantrta s": "Swatantrata Senani",
  "s jyanti": "Swarna Jayanti",
  "raj ex $": "Rajdhani Express",
  "raj $": "Rajdhani",
  "j sh": "Jan Shatabdi",
  "naini doon jan $": "Naini Doon Jan Shatabdi",
  "wkly e $": "Weekly Express",
  "e $": "Express",
  "double deck": "Double Decker",
  "jalianwala b": "Jallianwala Bagh",
  "jaliwala b": "Jallianwala Bagh",
  "b nath": "Baidyanath",
  "b dham": "Baidyanath Dham",
  "v dham": "Baidyanath Dham",
  "bv dham": "Baidyanath Dham",
  "temple m $": "Temple Mail",
};

/**
 * Place names used in train names, by station code: the short forms of long
 * station names ("Mumbai Bandra Terminus" → "Bandra Terminus"), and codes
 * trains are named after but the data's stop lists lack (a train cut short or
 * running from a terminal nearby: "Mmct Adi Express" starts at Borivali).
 * Written by hand.
 */
export const TRAIN_NAME_PLACES: Readonly<Record<string, string>> = {
  AGC: "Agra Cantt",
  ANVT: "Anand Vihar Terminal",
  BDTS: "Bandra Terminus",
  BSB: "Varanasi",
  BSBS: "Banaras",
  CSMT: "Mumbai CSMT",
  CSTM: "Mumbai CSMT",
  DADN: "Dr Ambedkar Nagar",
  DDR: "Dadar",
  DDU: "Deen Dayal Upadhyaya",
  DEE: "Delhi Sarai Rohilla",
  DLI: "Delhi",
  DR: "Dadar",
  GIMB: "Gandhidham",
  HW: "Haridwar",
  HWH: "Howrah",
  HYB: "Hyderabad",
  INDB: "Indore",
  JHS: "Jhansi",
  JU: "Jodhpur",
  JUC: "Jalandhar City",
  KOAA: "Kolkata",
  KOP: "Kolhapur",
  LTT: "Lokmanya Tilak Terminus",
  MAQ: "Mangaluru Central",
  MAS: "Chennai Central",
  MDU: "Madurai",
  MML: "Madan Mahal",
  MMCT: "Mumbai Central",
  MS: "Chennai Egmore",
  MYS: "Mysuru",
  NED: "Nanded",
  NZM: "Hazrat Nizamuddin",
  RJPB: "Rajendra Nagar",
  RMM: "Rameswaram",
  SBC: "KSR Bengaluru",
  SBIB: "Sabarmati",
  SDAH: "Sealdah",
  SHM: "Shalimar",
  SMNH: "Somnath",
  SMVB: "SMVT Bengaluru",
  SSPN: "Prasanthi Nilayam",
  SVDK: "Shri Mata Vaishno Devi Katra",
  TPTY: "Tirupati",
  TVC: "Thiruvananthapuram",
  VGLB: "Jhansi",
  VSG: "Vasco da Gama",
};

interface Phrase {
  words: readonly string[];
  atEnd: boolean;
  replacement: string;
}

/** The phrases by their first word, longest first. */
function compilePhrases(table: Readonly<Record<string, string>>): Map<string, Phrase[]> {
  const byFirst = new Map<string, Phrase[]>();
  for (const [key, replacement] of Object.entries(table)) {
    const words = key.split(" ");
    const atEnd = words[words.length - 1] === "$";
    const phrase = { words: atEnd ? words.slice(0, -1) : words, atEnd, replacement };
    const first = phrase.words[0] as string;
    byFirst.set(first, [...(byFirst.get(first) ?? []), phrase]);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

const PHRASES = compilePhrases(TRAIN_NAME_PHRASES);

/** What the expansion needs to know of the train's stops: code → printed and display names. */
export interface TrainNameStation {
  /** The name as printed (upper case in the open data). */
  printedName: string;
  /** The readable name (`stationDisplayName`). */
  name: string;
}

/** A station's name as a place in a train name: its display name without "Jn"/"Junction". */
export function placeName(station: TrainNameStation): string {
  return station.name.replace(/\s+(Jn\.?|Junction)$/i, "");
}

/**
 * The readable name of a train (see the rules above). `stops` are the codes
 * it stops at; `station(code)` gives their names.
 */
export function trainDisplayName(
  name: string,
  stops: readonly string[],
  station: (code: string) => TrainNameStation | undefined,
): string {
  const words = name.trim().split(/\s+/);
  const lower = words.map((w) => w.toLowerCase());
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    const phrase = PHRASES.get(lower[i] as string)?.find(
      (p) =>
        i + p.words.length <= words.length &&
        (!p.atEnd || i + p.words.length === words.length) &&
        p.words.every((w, k) => lower[i + k] === w),
    );
    if (phrase !== undefined) {
      out.push(phrase.replacement);
      i += phrase.words.length;
      continue;
    }
    const word = words[i] as string;
    const code = word.toUpperCase();
    const known = TRAIN_NAME_PLACES[code];
    const stop = known === undefined && stops.includes(code) ? station(code) : undefined;
    if (known !== undefined) out.push(known);
    else if (stop !== undefined && !stop.printedName.toUpperCase().split(/\W+/).includes(code))
      out.push(placeName(stop));
    else out.push(TRAIN_NAME_WORDS[lower[i] as string] ?? word);
    i++;
  }
  return out.join(" ");
}
