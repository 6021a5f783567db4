import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";

/**
 * Home's reference lists and protection cards (spec §3 "Country default:
 * India, code IN, id 94", "free-cancellation home nudge"; §4 "Free-
 * cancellation nudge cohorts: A, B, C, easy_tatkal"; §7 `v1/country`,
 * `v1/insurance/homepage`; issue 25 item 3).
 */

export interface Country {
  id: number;
  code: string;
  name: string;
}

/** India is id 94 (spec §3); the other ids are ours, in alphabetical order. */
export const DEFAULT_COUNTRY: Country = { id: 94, code: "IN", name: "India" };

const OTHER_COUNTRIES: ReadonlyArray<readonly [string, string]> = [
  ["AF", "Afghanistan"],
  ["AU", "Australia"],
  ["AT", "Austria"],
  ["BD", "Bangladesh"],
  ["BE", "Belgium"],
  ["BT", "Bhutan"],
  ["BR", "Brazil"],
  ["CA", "Canada"],
  ["CN", "China"],
  ["DK", "Denmark"],
  ["EG", "Egypt"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["GR", "Greece"],
  ["ID", "Indonesia"],
  ["IR", "Iran"],
  ["IE", "Ireland"],
  ["IL", "Israel"],
  ["IT", "Italy"],
  ["JP", "Japan"],
  ["KE", "Kenya"],
  ["KW", "Kuwait"],
  ["MY", "Malaysia"],
  ["MV", "Maldives"],
  ["MU", "Mauritius"],
  ["MX", "Mexico"],
  ["MM", "Myanmar"],
  ["NP", "Nepal"],
  ["NL", "Netherlands"],
  ["NZ", "New Zealand"],
  ["NG", "Nigeria"],
  ["NO", "Norway"],
  ["OM", "Oman"],
  ["PL", "Poland"],
  ["PT", "Portugal"],
  ["QA", "Qatar"],
  ["RU", "Russia"],
  ["SA", "Saudi Arabia"],
  ["SG", "Singapore"],
  ["ZA", "South Africa"],
  ["KR", "South Korea"],
  ["ES", "Spain"],
  ["LK", "Sri Lanka"],
  ["SE", "Sweden"],
  ["CH", "Switzerland"],
  ["TH", "Thailand"],
  ["TR", "Turkey"],
  ["AE", "United Arab Emirates"],
  ["GB", "United Kingdom"],
  ["US", "United States"],
  ["VN", "Vietnam"],
];

/** India first (the default), then the rest by name; ids 1, 2, … skipping 94. */
export const COUNTRIES: readonly Country[] = [
  DEFAULT_COUNTRY,
  ...OTHER_COUNTRIES.map(([code, name], i) => ({ id: i + 1 >= 94 ? i + 2 : i + 1, code, name })),
];

export const CountryListSchema = z.object({
  countries: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  default: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
});

export const NUDGE_COHORTS = ["A", "B", "C", "easy_tatkal"] as const;
export type NudgeCohort = (typeof NUDGE_COHORTS)[number];

export const InsuranceHomeQuerySchema = z.object({
  /** The quota of the traveller's last search: TQ puts them in easy_tatkal. */
  quota: inputText().max(4).optional(),
});

export const InsuranceHomeSchema = z.object({
  insurance: z.object({
    title: z.string(),
    premiumPaise: z.number().int(),
    minAge: z.number().int(),
    cover: z.array(z.object({ label: z.string(), amountPaise: z.number().int() })),
    eligibility: z.string(),
  }),
  /** Null for cohort C (the control: no nudge shown). */
  freeCancellation: z
    .object({
      cohort: z.enum(NUDGE_COHORTS),
      title: z.string(),
      text: z.string(),
      fromPaise: z.number().int(),
    })
    .nullable(),
  cohort: z.enum(NUDGE_COHORTS),
});
export type InsuranceHome = z.output<typeof InsuranceHomeSchema>;

export const HOME_EXTRA_ENDPOINTS = {
  countries: {
    operationId: "countries",
    method: "GET",
    path: "/api/trains/v1/country",
    summary: "Countries for a foreign national's nationality (India, IN, id 94 the default)",
    query: z.object({}),
    response: CountryListSchema,
    errors: [],
  },
  insuranceHome: {
    operationId: "insuranceHomepage",
    method: "GET",
    path: "/api/trains/v1/insurance/homepage",
    summary: "The travel insurance card and the free-cancellation nudge of the visitor's cohort",
    query: InsuranceHomeQuerySchema,
    response: InsuranceHomeSchema,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
