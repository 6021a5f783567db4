/**
 * Cities and the stations that serve them, written by hand: the data's names
 * are abbreviated upper case (a terminus as "... T", a junction as "... JN") and carry no city, and cities go by
 * several names (Bombay/Mumbai, Bangalore/Bengaluru). Searching a city name
 * finds all its stations. Codes a network lacks are ignored, so the same
 * table serves the demo network and the full one.
 */
export interface City {
  /** The name shown for the city. */
  name: string;
  /** Every name the city goes by, the display name included. */
  aliases: readonly string[];
  /** Station codes serving the city, main stations first. */
  codes: readonly string[];
}

export const CITIES: readonly City[] = [
  {
    name: "Delhi",
    aliases: ["Delhi", "Dilli", "New Delhi"],
    codes: [
      "NDLS",
      "DLI",
      "NZM",
      "ANVT",
      "DEE",
      "DEC",
      "DSA",
      "SZM",
      "DKZ",
      "TKJ",
      "DSJ",
      "PTNR",
      "OKA",
      "ANDI",
      "DSB",
      "ANVR",
      "DAZ",
    ],
  },
  {
    name: "Mumbai",
    aliases: ["Mumbai", "Bombay"],
    codes: [
      "CSMT",
      "MMCT",
      "LTT",
      "BDTS",
      "DR",
      "DDR",
      "BCT",
      "BVI",
      "ADH",
      "CSTM",
      "CLA",
      "BA",
      "BY",
    ],
  },
  {
    name: "Bengaluru",
    aliases: ["Bengaluru", "Bangalore", "Bengalooru", "Blr"],
    codes: ["SBC", "YPR", "SMVB", "BNC", "KJM", "BAND", "BNCE", "KGI", "WFD", "YNK"],
  },
  {
    name: "Chennai",
    aliases: ["Chennai", "Madras"],
    codes: ["MAS", "MS", "TBM", "PER", "MSB", "AVD", "GDY", "MPK", "MPKT", "VLK", "BBQ"],
  },
  {
    name: "Kolkata",
    aliases: ["Kolkata", "Calcutta"],
    codes: ["HWH", "SDAH", "KOAA", "SHM", "SRC", "CP", "DDJ", "BLN", "DKAE"],
  },
  {
    name: "Hyderabad",
    aliases: ["Hyderabad", "Secunderabad"],
    codes: ["SC", "HYB", "KCG", "LPI", "CHZ", "MJF", "FM"],
  },
  { name: "Pune", aliases: ["Pune", "Poona"], codes: ["PUNE", "SVJR", "KK", "CCH", "HDP", "PMP"] },
  { name: "Gurugram", aliases: ["Gurugram", "Gurgaon"], codes: ["GGN"] },
  {
    name: "Thiruvananthapuram",
    aliases: ["Thiruvananthapuram", "Trivandrum", "Tvm"],
    codes: ["TVC", "KCVL", "TVP"],
  },
  {
    name: "Visakhapatnam",
    aliases: ["Visakhapatnam", "Vishakhapatnam", "Vishakapatnam", "Vizag"],
    codes: ["VSKP", "DVD", "SCM"],
  },
  {
    name: "Varanasi",
    aliases: ["Varanasi", "Benares", "Banaras", "Kashi"],
    codes: ["BSB", "BSBS", "BCY", "KEI", "MUV"],
  },
  {
    name: "Prayagraj",
    aliases: ["Prayagraj", "Allahabad"],
    codes: ["PRYJ", "PCOI", "PYGS", "PRRB", "PRG", "NYN", "SFG", "PFM", "ALD", "ALY"],
  },
  { name: "Kochi", aliases: ["Kochi", "Cochin", "Ernakulam"], codes: ["ERS", "ERN"] },
  { name: "Mysuru", aliases: ["Mysuru", "Mysore"], codes: ["MYS"] },
  { name: "Mangaluru", aliases: ["Mangaluru", "Mangalore"], codes: ["MAQ", "MAJN"] },
  { name: "Vadodara", aliases: ["Vadodara", "Baroda"], codes: ["BRC"] },
  { name: "Kanpur", aliases: ["Kanpur", "Cawnpore"], codes: ["CNB", "CPA"] },
  { name: "Puducherry", aliases: ["Puducherry", "Pondicherry", "Pondy"], codes: ["PDY"] },
  { name: "Kozhikode", aliases: ["Kozhikode", "Calicut"], codes: ["CLT"] },
  { name: "Thrissur", aliases: ["Thrissur", "Trichur"], codes: ["TCR"] },
  { name: "Tiruchirappalli", aliases: ["Tiruchirappalli", "Trichy", "Tiruchi"], codes: ["TPJ"] },
  { name: "Belagavi", aliases: ["Belagavi", "Belgaum"], codes: ["BGM"] },
  { name: "Hubballi", aliases: ["Hubballi", "Hubli"], codes: ["UBL"] },
  { name: "Kalaburagi", aliases: ["Kalaburagi", "Gulbarga"], codes: ["KLBG"] },
  { name: "Vijayawada", aliases: ["Vijayawada", "Bezawada"], codes: ["BZA", "VJA"] },
  {
    name: "Pt. Deen Dayal Upadhyaya Nagar",
    aliases: ["Deen Dayal Upadhyaya", "DDU", "Mughalsarai", "Mughal Sarai"],
    codes: ["DDU", "MGS"],
  },
  { name: "Ayodhya", aliases: ["Ayodhya", "Faizabad"], codes: ["AY", "AYC", "FD"] },
  { name: "Lucknow", aliases: ["Lucknow"], codes: ["LKO", "LJN", "GTNR", "ASH", "BNZ"] },
  { name: "Ahmedabad", aliases: ["Ahmedabad", "Amdavad"], codes: ["ADI", "SBIB", "SBI"] },
  { name: "Patna", aliases: ["Patna"], codes: ["PNBE", "RJPB", "PPTA", "DNR"] },
  { name: "Jaipur", aliases: ["Jaipur"], codes: ["JP", "GADJ", "DPA"] },
  { name: "Goa", aliases: ["Goa", "Madgaon", "Margao"], codes: ["MAO", "KRMI", "VSG", "THVM"] },
  { name: "Guwahati", aliases: ["Guwahati", "Gauhati"], codes: ["GHY", "KYQ"] },
  { name: "Nagpur", aliases: ["Nagpur"], codes: ["NGP", "AJNI"] },
  { name: "Bhopal", aliases: ["Bhopal"], codes: ["BPL", "RKMP", "HBJ"] },
  { name: "Agra", aliases: ["Agra"], codes: ["AGC", "AF", "IDH", "RKM"] },
  { name: "Jammu", aliases: ["Jammu"], codes: ["JAT"] },
  { name: "Tirupati", aliases: ["Tirupati", "Tirupathi"], codes: ["TPTY"] },
  { name: "Bhubaneswar", aliases: ["Bhubaneswar", "Bhubaneshwar"], codes: ["BBS"] },
  { name: "Siliguri", aliases: ["Siliguri", "New Jalpaiguri"], codes: ["NJP"] },
  { name: "Shirdi", aliases: ["Shirdi"], codes: ["SNSI"] },
  { name: "Aurangabad", aliases: ["Chhatrapati Sambhajinagar", "Aurangabad"], codes: ["AWB"] },
  { name: "Nashik", aliases: ["Nashik", "Nasik"], codes: ["NK"] },
];

/**
 * Full and former names of stations whose printed names are abbreviated
 * beyond recognition or changed, searchable like their names.
 */
export const STATION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  CSMT: ["Chhatrapati Shivaji Maharaj Terminus", "Victoria Terminus", "VT", "CST"],
  CSTM: ["Chhatrapati Shivaji Terminus"],
  NZM: ["Hazrat Nizamuddin"],
  SMVB: ["Sir M Visvesvaraya Terminal"],
  SBC: ["KSR Bengaluru City"],
  MAS: ["MGR Chennai Central", "Puratchi Thalaivar Dr MGR Central"],
  ANVT: ["Anand Vihar Terminal"],
  LTT: ["Lokmanya Tilak Terminus", "Kurla Terminus"],
  DDU: ["Pandit Deen Dayal Upadhyaya Junction", "Mughalsarai"],
  PRYJ: ["Allahabad Junction"],
  VGLJ: ["Jhansi", "Virangana Lakshmibai"],
  JHS: ["Virangana Lakshmibai"],
  RKMP: ["Habibganj"],
  KOAA: ["Kolkata Terminal"],
};

/** Words that add nothing to a station query ("New Delhi railway station"). */
export const QUERY_STOP_WORDS: ReadonlySet<string> = new Set([
  "railway",
  "station",
  "stn",
  "rly",
  "rs",
]);

/** Long forms people type for the abbreviations printed in names. */
export const QUERY_SYNONYMS: Readonly<Record<string, string>> = {
  junction: "jn",
  jct: "jn",
  cantonment: "cantt",
};
