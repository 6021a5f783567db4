/**
 * A seat status as a traveller says it (visual direction "Words and
 * numbers"): the railway prints `AVAILABLE-0578`, `CURR_AVBL-0012`,
 * `RAC 12`, `GNWL35/WL20`, `REGRET/WL`…; screens other than the PNR and the
 * e-ticket show 'Available 578', 'Current availability 12', 'RAC 12',
 * 'WL 20', 'Regret'. Lenient about case and spaces; a text it does not know
 * is given back as it came (trimmed), never dropped.
 */

const WORDS: Record<string, string> = {
  "REGRET/WL": "Regret",
  REGRET: "Regret",
  "NOT AVAILABLE": "Not available",
  "TRAIN DEPARTED": "Departed",
  "BOOKING NOT STARTED": "Not open yet",
  "BOOKING NOT YET OPENED": "Not open yet",
  "BOOKING CLOSED": "Booking closed",
};

export function seatStatusWords(printed: string | null | undefined): string {
  const raw = (printed ?? "").trim();
  const t = raw
    .toUpperCase()
    .replace(/\s+/g, " ")
    .replace(/\s*\/\s*/g, "/");
  const word = WORDS[t];
  if (word) return word;
  let m = /^AVAILABLE ?- ?(\d+)$/.exec(t);
  if (m) return `Available ${Number(m[1])}`;
  m = /^CURR_AVBL ?- ?(\d+)$/.exec(t);
  if (m) return `Current availability ${Number(m[1])}`;
  m = /^RAC ?(\d+)$/.exec(t);
  if (m) return `RAC ${Number(m[1])}`;
  // A waiting list: the current position when printed (`GNWL35/WL20`), else the booking one.
  m = /^[A-Z]{2}WL ?(\d+)(?:\/WL ?(\d+))?$/.exec(t);
  if (m) return `WL ${Number(m[2] ?? m[1])}`;
  return raw;
}
