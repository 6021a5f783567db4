import type { SeoRoutePage, SeoStationPage, SeoTrainPage } from "@safar/contracts/seo";
import { formatFare } from "@safar/domain/money";

/**
 * The questions each SEO page answers, from its own data: shown on the page
 * and, word for word, in its FAQPage JSON-LD.
 */
export interface Faq {
  question: string;
  answer: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function routeFaqs(page: SeoRoutePage): Faq[] {
  const from = page.origin.name;
  const to = page.destination.name;
  const faqs: Faq[] = [
    {
      question: `How many trains run from ${from} to ${to}?`,
      answer:
        page.trains.length > 0
          ? `${plural(page.trains.length, "direct train")} ${page.trains.length === 1 ? "runs" : "run"} from ${from} to ${to} in a week.`
          : `No direct train runs from ${from} to ${to}; ${plural(page.connections.length, "connection")} with one change ${page.connections.length === 1 ? "is" : "are"} listed on this page.`,
    },
  ];
  const fastest = page.trains.find((t) => t.trainNumber === page.fastest);
  if (fastest) {
    faqs.push({
      question: `Which is the fastest train from ${from} to ${to}?`,
      answer: `${fastest.trainNumber} ${fastest.trainName} takes ${fastest.duration}, leaving ${fastest.from.name} at ${fastest.departure}.`,
    });
  }
  const cheapest = page.cheapest;
  const cheapestTrain = page.trains.find((t) => t.trainNumber === cheapest?.trainNumber);
  if (cheapest && cheapestTrain) {
    faqs.push({
      question: `What is the lowest fare from ${from} to ${to}?`,
      answer: `${formatFare(cheapest.fare)} in ${cheapest.classCode} on ${cheapestTrain.trainNumber} ${cheapestTrain.trainName} (adult, general quota).`,
    });
  }
  const first = page.trains[0];
  if (first) {
    faqs.push({
      question: `Which is the first train of the day from ${from} to ${to}?`,
      answer: `${first.trainNumber} ${first.trainName} leaves ${first.from.name} at ${first.departure}.`,
    });
  }
  return faqs;
}

export function trainFaqs(page: SeoTrainPage): Faq[] {
  const name = `${page.trainNumber} ${page.trainName}`;
  const first = page.stops[0];
  const last = page.stops[page.stops.length - 1];
  const faqs: Faq[] = [
    {
      question: `On which days does ${name} run?`,
      answer: `${name} ${page.runDaysText === "everyday" ? "runs every day" : page.runDaysText} from ${page.source.name}.`,
    },
    {
      question: `How long does ${name} take?`,
      answer: `${page.duration} for ${page.distanceKm} km from ${page.source.name}${first?.departure ? ` (${first.departure})` : ""} to ${page.destination.name}${last?.arrival ? ` (${last.arrival}, day ${last.day})` : ""}, with ${plural(Math.max(0, page.stops.length - 2), "stop")} between.`,
    },
    {
      question: `Which classes does ${name} have?`,
      answer: `${page.classes.map((c) => `${c.name} (${c.code})`).join(", ")}.`,
    },
  ];
  return faqs;
}

export function stationFaqs(page: SeoStationPage): Faq[] {
  const s = page.station;
  const departures = page.trains.filter((t) => t.departure !== null);
  const faqs: Faq[] = [
    {
      question: `What is the station code of ${s.name}?`,
      answer: `${s.code}${s.state ? `, in ${s.state}` : ""}${s.zone ? ` (${s.zone} zone)` : ""}.`,
    },
    {
      question: `How many trains stop at ${s.name}?`,
      answer: `${plural(page.trains.length, "train")} call at ${s.name}; ${plural(departures.length, "train")} ${departures.length === 1 ? "leaves" : "leave"} from here.`,
    },
  ];
  const first = departures[0];
  if (first) {
    faqs.push({
      question: `Which is the first train of the day from ${s.name}?`,
      answer: `${first.trainNumber} ${first.trainName} to ${first.destination.name} at ${first.departure}.`,
    });
  }
  return faqs;
}
