/**
 * A pincode's state and cities for the GST section (spec §4 GST: "a chosen
 * pin code fills state and the first city"; §7 `v1/user/address`). India
 * Post's numbering gives the state by the first two digits (the postal
 * circle), with three-digit exceptions for the states and union territories
 * a circle covers together (Goa in Maharashtra's 40, Puducherry in 60,
 * Sikkim in 73, Telangana and Andhra Pradesh in 50–53…). The first city is
 * the head-office city of the pincode's sorting district where it is one of
 * the large ones listed here; the rest come from the railway network's
 * stations in that state, busiest first. Pure data and functions, and the
 * lookup over the network (`lookupAddress`).
 */
import type { AddressResponse } from "@safar/contracts/travellers/endpoints";

const CIRCLES: ReadonlyArray<[number, number, string]> = [
  [11, 11, "Delhi"],
  [12, 13, "Haryana"],
  [14, 16, "Punjab"],
  [17, 17, "Himachal Pradesh"],
  [18, 19, "Jammu and Kashmir"],
  [20, 28, "Uttar Pradesh"],
  [30, 34, "Rajasthan"],
  [36, 39, "Gujarat"],
  [40, 44, "Maharashtra"],
  [45, 48, "Madhya Pradesh"],
  [49, 49, "Chhattisgarh"],
  [50, 50, "Telangana"],
  [51, 53, "Andhra Pradesh"],
  [56, 59, "Karnataka"],
  [60, 66, "Tamil Nadu"],
  [67, 69, "Kerala"],
  [70, 74, "West Bengal"],
  [75, 77, "Odisha"],
  [78, 78, "Assam"],
  [79, 79, "Arunachal Pradesh"],
  [80, 85, "Bihar"],
];

/** Three-digit prefixes whose state differs from their circle's. */
const PREFIX_STATES: Readonly<Record<string, string>> = {
  "160": "Chandigarh",
  "194": "Ladakh",
  "246": "Uttarakhand",
  "247": "Uttarakhand",
  "248": "Uttarakhand",
  "249": "Uttarakhand",
  "262": "Uttarakhand",
  "263": "Uttarakhand",
  "396": "Dadra and Nagar Haveli and Daman and Diu",
  "403": "Goa",
  "605": "Puducherry",
  "682": "Kerala",
  "737": "Sikkim",
  "744": "Andaman and Nicobar Islands",
  "793": "Meghalaya",
  "794": "Meghalaya",
  "795": "Manipur",
  "796": "Mizoram",
  "797": "Nagaland",
  "798": "Nagaland",
  "799": "Tripura",
  "814": "Jharkhand",
  "815": "Jharkhand",
  "816": "Jharkhand",
  "825": "Jharkhand",
  "826": "Jharkhand",
  "827": "Jharkhand",
  "828": "Jharkhand",
  "829": "Jharkhand",
  "831": "Jharkhand",
  "832": "Jharkhand",
  "833": "Jharkhand",
  "834": "Jharkhand",
  "835": "Jharkhand",
};

/** Head-office cities of large sorting districts, by three-digit prefix. */
const PREFIX_CITIES: Readonly<Record<string, string>> = {
  "110": "New Delhi",
  "121": "Faridabad",
  "122": "Gurugram",
  "141": "Ludhiana",
  "143": "Amritsar",
  "144": "Jalandhar",
  "160": "Chandigarh",
  "171": "Shimla",
  "180": "Jammu",
  "190": "Srinagar",
  "201": "Ghaziabad",
  "208": "Kanpur",
  "211": "Prayagraj",
  "221": "Varanasi",
  "226": "Lucknow",
  "243": "Bareilly",
  "248": "Dehradun",
  "250": "Meerut",
  "273": "Gorakhpur",
  "282": "Agra",
  "302": "Jaipur",
  "313": "Udaipur",
  "324": "Kota",
  "342": "Jodhpur",
  "380": "Ahmedabad",
  "390": "Vadodara",
  "395": "Surat",
  "400": "Mumbai",
  "403": "Panaji",
  "411": "Pune",
  "413": "Solapur",
  "416": "Kolhapur",
  "422": "Nashik",
  "431": "Aurangabad",
  "440": "Nagpur",
  "452": "Indore",
  "462": "Bhopal",
  "474": "Gwalior",
  "482": "Jabalpur",
  "492": "Raipur",
  "500": "Hyderabad",
  "520": "Vijayawada",
  "530": "Visakhapatnam",
  "560": "Bengaluru",
  "570": "Mysuru",
  "575": "Mangaluru",
  "580": "Hubballi",
  "600": "Chennai",
  "620": "Tiruchirappalli",
  "625": "Madurai",
  "636": "Salem",
  "641": "Coimbatore",
  "673": "Kozhikode",
  "682": "Kochi",
  "695": "Thiruvananthapuram",
  "700": "Kolkata",
  "734": "Siliguri",
  "751": "Bhubaneswar",
  "781": "Guwahati",
  "800": "Patna",
  "826": "Dhanbad",
  "831": "Jamshedpur",
  "834": "Ranchi",
};

/** How the railway network's station data names a state, where it differs. */
export const NETWORK_STATE_NAMES: Readonly<Record<string, readonly string[]>> = {
  Delhi: ["Delhi NCT", "Delhi"],
  Telangana: ["Telangana", "Andhra Pradesh"],
};

export const PINCODE = /^[1-9]\d{5}$/;

/** The state a pincode belongs to; null for a malformed one or an unused prefix. */
export function pincodeState(pincode: string): string | null {
  if (!PINCODE.test(pincode)) return null;
  const prefix3 = pincode.slice(0, 3);
  const exception = PREFIX_STATES[prefix3];
  if (exception) return exception;
  const two = Number(pincode.slice(0, 2));
  return CIRCLES.find(([from, to]) => two >= from && two <= to)?.[2] ?? null;
}

/** The sorting district's head-office city, where it is one of the large ones listed. */
export function pincodeCity(pincode: string): string | null {
  return PINCODE.test(pincode) ? (PREFIX_CITIES[pincode.slice(0, 3)] ?? null) : null;
}

/** The first city, then the network's cities of the state (no repeats), at most `limit`. */
export function citiesFor(pincode: string, networkCities: readonly string[], limit = 12): string[] {
  const first = pincodeCity(pincode);
  const out: string[] = first ? [first] : [];
  for (const city of networkCities) {
    if (out.length >= limit) break;
    if (!out.some((c) => c.toLowerCase() === city.toLowerCase())) out.push(city);
  }
  return out;
}

/** The answer of `v1/user/address`, or null when the pincode names no state. */
export async function lookupAddress(
  network: {
    stationsByState(): Promise<
      { state: string; stations: { name: string; city: string | null }[] }[]
    >;
  },
  pincode: string,
): Promise<AddressResponse | null> {
  const state = pincodeState(pincode);
  if (!state) return null;
  const names = NETWORK_STATE_NAMES[state] ?? [state];
  const byState = await network.stationsByState();
  const stations = names.flatMap((n) => byState.find((s) => s.state === n)?.stations ?? []);
  return {
    pincode,
    state,
    cities: citiesFor(
      pincode,
      stations.map((s) => s.city ?? s.name),
    ),
  };
}
