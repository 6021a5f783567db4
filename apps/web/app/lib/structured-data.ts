/**
 * schema.org objects for the SEO pages' JSON-LD (`PageSeo.jsonLd`). Each
 * builder takes what the page shows, so the structured data never says more
 * than the visible page (search engines require that of FAQ answers).
 */

type Thing = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** A path on this site. */
  path: string;
}

/** `BreadcrumbList` of absolute URLs, first crumb first. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}

export interface Faq {
  question: string;
  answer: string;
}

/** `FAQPage` of plain-text questions and answers. */
export function faqPage(faqs: readonly Faq[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

export interface TripInput {
  url: string;
  trainNumber: string;
  trainName: string;
  from: string;
  to: string;
  /** `HH:mm` IST. */
  departure: string | null;
  arrival: string | null;
}

/** `TrainTrip`: a train between its two ends with its scheduled times (IST). */
export function trainTrip(t: TripInput): Thing {
  const time = (hhmm: string | null) => (hhmm ? `${hhmm}:00+05:30` : undefined);
  return {
    "@context": "https://schema.org",
    "@type": "TrainTrip",
    name: `${t.trainNumber} ${t.trainName}`,
    url: t.url,
    trainNumber: t.trainNumber,
    trainName: t.trainName,
    departureStation: { "@type": "TrainStation", name: t.from },
    arrivalStation: { "@type": "TrainStation", name: t.to },
    ...(time(t.departure) ? { departureTime: time(t.departure) } : {}),
    ...(time(t.arrival) ? { arrivalTime: time(t.arrival) } : {}),
    provider: { "@type": "Organization", name: "Indian Railways" },
  };
}

export interface StationInput {
  url: string;
  name: string;
  code: string;
  lat: number | null;
  lon: number | null;
  state: string | null;
}

/** `TrainStation` with its coordinates and state where known. */
export function trainStation(s: StationInput): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "TrainStation",
    name: `${s.name} (${s.code})`,
    url: s.url,
    identifier: s.code,
    ...(s.lat !== null && s.lon !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: s.lat, longitude: s.lon } }
      : {}),
    ...(s.state
      ? {
          address: {
            "@type": "PostalAddress",
            addressRegion: s.state,
            addressCountry: "IN",
          },
        }
      : {}),
  };
}
