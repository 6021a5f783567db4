import type { ClassCode } from "@safar/contracts/code-tables";
import type { Paise } from "@safar/domain/money";
import type { TrainType } from "../network/model.ts";

/**
 * Catering included in the fare (facts.md §5, Jul 2022 rates, inclusive of
 * GST): one charge per meal served during the journey. A meal is served when
 * the journey overlaps its window by at least 30 minutes (IST, every day of
 * the journey): breakfast 07:00–09:30, lunch 12:00–14:00, evening snacks
 * 16:00–18:00, dinner 19:30–21:30 [windows chosen].
 *
 * Rates: 1A/EC breakfast ₹140, lunch/dinner ₹245, snacks ₹120 [snacks chosen:
 * facts.md gives none for 1A/EC]; 2A/3A/3E/CC breakfast ₹105, snacks ₹90,
 * lunch/dinner ₹185; Vande Bharat EC ₹155/₹244/₹105 and CC ₹122/₹222/₹66.
 * Sleeper and second sitting carry no included catering (a Duronto's SL meals
 * are bought separately) [chosen].
 */

type Meal = "breakfast" | "lunch" | "snacks" | "dinner";

const WINDOWS: readonly (readonly [Meal, number, number])[] = [
  ["breakfast", 7 * 60, 9 * 60 + 30],
  ["lunch", 12 * 60, 14 * 60],
  ["snacks", 16 * 60, 18 * 60],
  ["dinner", 19 * 60 + 30, 21 * 60 + 30],
];

const MIN_OVERLAP = 30;

type Rates = Record<Meal, number>;

const FIRST: Rates = { breakfast: 140, lunch: 245, snacks: 120, dinner: 245 };
const STANDARD: Rates = { breakfast: 105, lunch: 185, snacks: 90, dinner: 185 };
const VB_EC: Rates = { breakfast: 155, lunch: 244, snacks: 105, dinner: 244 };
const VB_CC: Rates = { breakfast: 122, lunch: 222, snacks: 66, dinner: 222 };

function ratesFor(type: TrainType, classCode: ClassCode): Rates | null {
  if (classCode === "SL" || classCode === "2S" || classCode === "VS") return null;
  if (type === "vande-bharat") {
    if (classCode === "EC" || classCode === "EA") return VB_EC;
    if (classCode === "CC") return VB_CC;
  }
  if (classCode === "1A" || classCode === "EC" || classCode === "EA") return FIRST;
  return STANDARD;
}

/** The meals served between boarding and alighting (minutes after 00:00 IST of the origin day). */
export function mealsServed(departureMin: number, arrivalMin: number): Meal[] {
  const meals: Meal[] = [];
  const lastDay = Math.floor(arrivalMin / 1440);
  for (let day = Math.floor(departureMin / 1440); day <= lastDay; day++) {
    for (const [meal, from, to] of WINDOWS) {
      const overlap =
        Math.min(arrivalMin, day * 1440 + to) - Math.max(departureMin, day * 1440 + from);
      if (overlap >= MIN_OVERLAP) meals.push(meal);
    }
  }
  return meals;
}

export function cateringPaise(
  type: TrainType,
  classCode: ClassCode,
  departureMin: number,
  arrivalMin: number,
): Paise {
  const rates = ratesFor(type, classCode);
  if (!rates) return 0;
  let rupees = 0;
  for (const meal of mealsServed(departureMin, arrivalMin)) rupees += rates[meal];
  return rupees * 100;
}
