/**
 * The popular stations a traveller is offered first (the home page's chips,
 * the pickers' suggestions): the country's busiest stations by passengers, not
 * the network's best-connected junctions (issue 19, item 5). The domain facts
 * (`facts.md`) give no footfall figures, so this list is written by hand: the
 * main long-distance terminals of the six biggest cities, in the order the
 * issue sets (Mumbai, Bengaluru, Chennai, Kolkata, Delhi, Hyderabad), the first
 * of each city, then the second of each, and so on, so that the first dozen
 * cover all six; then the main stations of the next-biggest cities.
 *
 * Codes a network lacks, or does not offer in search, are skipped
 * (`popular` in station-index.ts), and the network's other stations follow by
 * importance; the demo network, which has all six cities, shows those of its
 * stations that are here first.
 */
export const BUSIEST_STATIONS: readonly string[] = [
  // The first station of each of the six cities.
  "CSMT", // Mumbai: Chhatrapati Shivaji Maharaj Terminus
  "SBC", // Bengaluru: KSR Bengaluru City
  "MAS", // Chennai: MGR Chennai Central
  "HWH", // Kolkata: Howrah
  "NDLS", // Delhi: New Delhi
  "SC", // Hyderabad: Secunderabad
  // The second.
  "MMCT", // Mumbai Central
  "SMVB", // SMVT Bengaluru
  "MS", // Chennai Egmore
  "SDAH", // Sealdah
  "NZM", // Hazrat Nizamuddin
  "HYB", // Hyderabad Deccan
  // The third and fourth.
  "LTT", // Lokmanya Tilak Terminus
  "YPR", // Yesvantpur
  "KOAA", // Kolkata (Chitpur)
  "DLI", // Old Delhi
  "KCG", // Kacheguda
  "DR", // Dadar
  "ANVT", // Anand Vihar Terminal
  // The next-biggest cities.
  "PUNE",
  "ADI", // Ahmedabad
  "LKO", // Lucknow (Charbagh)
  "PNBE", // Patna
  "JP", // Jaipur
  "CNB", // Kanpur Central
  "BSB", // Varanasi
  "NGP", // Nagpur
  "BPL", // Bhopal
  "ST", // Surat
  "GHY", // Guwahati
  "BBS", // Bhubaneswar
  "ERS", // Ernakulam
  "TVC", // Thiruvananthapuram Central
  "VSKP", // Visakhapatnam
  "BZA", // Vijayawada
  "PRYJ", // Prayagraj
];
