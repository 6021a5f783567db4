/**
 * Text helpers for station search and display: normalising queries and names
 * to comparable tokens, and title-casing the data's abbreviated upper-case
 * names for display.
 */

/** Lower case, accents stripped, dots and apostrophes dropped, everything else non-alphanumeric a space. */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The words of a text after `normalize`. */
export function tokens(text: string): string[] {
  const n = normalize(text);
  return n === "" ? [] : n.split(" ");
}

/** A text with every separator removed: "New Delhi" → "newdelhi". */
export function compact(text: string): string {
  return normalize(text).replace(/ /g, "");
}

/** Abbreviations printed on tickets that read best in a fixed form. */
const FIXED_WORDS: Readonly<Record<string, string>> = {
  JN: "Jn",
  CANTT: "Cantt",
  CANT: "Cant",
  RD: "Rd",
  TRM: "Trm",
  TERM: "Term",
  BG: "BG",
  MG: "MG",
  NG: "NG",
  DD: "DD",
  SMVT: "SMVT",
  CST: "CST",
  NCT: "NCT",
  PH: "PH",
  HLT: "Hlt",
  DA: "da",
  DE: "de",
};

/** A word with no vowel (and not "y"-voiced) of up to four letters reads as an initialism: "CSMT", "H", "BCT". */
function isInitialism(word: string): boolean {
  return word.length <= 4 && /^[A-Z]+$/.test(word) && !/[AEIOUY]/.test(word);
}

function caseWord(word: string, first: boolean): string {
  const upper = word.toUpperCase();
  const fixed = FIXED_WORDS[upper];
  if (fixed !== undefined) return first ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed;
  if (isInitialism(upper)) return upper;
  if (/^[0-9]/.test(word)) return upper;
  return upper.charAt(0) + upper.slice(1).toLowerCase();
}

/**
 * A readable display name from a name as printed on tickets: title case,
 * initialisms and known abbreviations kept ("PUNE JN" → "Pune Jn",
 * "HOWRAH JN" → "Howrah Jn", "SMVT BENGALURU" → "SMVT Bengaluru").
 * Names already in mixed case are re-cased the same way, so all read alike.
 * Separators (spaces, hyphens, brackets, dots) are kept; runs of spaces collapse.
 */
export function displayName(name: string): string {
  const clean = name.trim().replace(/\s+/g, " ");
  let first = true;
  return clean.replace(/[A-Za-z0-9]+/g, (word) => {
    const cased = caseWord(word, first);
    first = false;
    return cased;
  });
}
