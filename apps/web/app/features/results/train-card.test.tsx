import type { TrainResult } from "@safar/contracts/trains/common";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RESULTS } from "../../i18n/results.ts";
import { SEARCH } from "../../i18n/search.ts";
import { JourneyContext } from "./contexts.ts";
import { FilterSidebar } from "./filter-panel.tsx";
import type { FilterPanelData } from "./filter-params.ts";
import { DepartedNotice } from "./later-parts.tsx";
import { TrainCard } from "./train-card.tsx";

/** The server's HTML of a results part on a page in `locale` (the loaders' words, ADR 028). */
function html(node: React.ReactElement, locale: "en" | "hi"): string {
  const classes = Object.fromEntries(
    Object.entries(SEARCH.hi).filter(([k]) => k.startsWith("class_")),
  );
  const messages = locale === "en" ? RESULTS.en : { ...RESULTS.hi, ...classes };
  const loaderData = { root: { locale }, page: { messages } };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => loaderData.root,
        children: [{ id: "page", index: true, element: node, loader: () => loaderData.page }],
      },
    ],
    { hydrationData: { loaderData } },
  );
  const markup = renderToStaticMarkup(<RouterProvider router={router} />);
  return markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

const train: TrainResult = {
  trainNumber: "12302",
  trainName: "Howrah Rajdhani",
  trainType: "Rajdhani",
  trainOwner: "IR",
  trainTypeFilter: "rajdhani",
  source: { code: "NDLS", name: "New Delhi" },
  destination: { code: "HWH", name: "Howrah Junction" },
  from: { code: "NDLS", name: "New Delhi" },
  to: { code: "HWH", name: "Howrah Junction" },
  departure: { date: "2026-11-26", time: "16:55", dateTime: "2026-11-26T16:55+05:30", day: 1 },
  arrival: { date: "2026-11-27", time: "09:55", dateTime: "2026-11-27T09:55+05:30", day: 2 },
  durationMin: 1020,
  duration: "17h 00m",
  distanceKm: 1447,
  runDays: { mon: true, tue: true, wed: true, thu: true, fri: true, sat: true, sun: false },
  runDaysFlags: "YYYYYYN",
  runDaysText: "runs on Mon, Tue, Wed, Thu, Fri, Sat",
  cateringIncluded: true,
  superfast: true,
  classes: [
    {
      code: "3A",
      className: "AC 3 Tier",
      quota: "GN",
      fare: 206_000,
      status: "GNWL20/WL12",
      statusShortform: "WL 12",
      statusGroup: "WL",
      statusCode: "3",
      colour: "amber",
      bookable: true,
      waitlistPosition: 12,
      prediction: { percent: 68, count: 40 } as never,
      predictionReason: null,
      unavailableReason: null,
      opensAt: null,
    },
  ],
  availabilityCount: 0,
  recommendedOrder: 1,
} as TrainResult;

const card = (now: string) => (
  <JourneyContext.Provider value={{ date: "2026-11-26", quota: "GN", now }}>
    <ul>
      <TrainCard train={train} />
    </ul>
  </JourneyContext.Provider>
);
const BEFORE = "2026-11-26T05:00:00.000Z";
const AFTER = "2026-11-26T18:00:00.000Z";

describe("a train card in each language", () => {
  it("keeps the English as it was", () => {
    const text = html(card(BEFORE), "en");
    for (const english of [
      "Departs 16:55",
      "Arrives 09:55",
      "+1 day",
      "Not Sun",
      "Schedule",
      "3A AC 3 Tier",
      "₹2,060 a passenger",
      "WL 12",
      "68% chance",
      "Book",
      "Refresh",
    ]) {
      expect(text).toContain(english);
    }
    expect(html(card(AFTER), "en")).toContain("Departed at 16:55");
  });

  it("says the card's own words in Hindi, names and codes as printed", () => {
    const text = html(card(BEFORE), "hi");
    for (const hindi of [
      "प्रस्थान 16:55",
      "आगमन 09:55",
      "+1 दिन",
      "रवि को छोड़कर",
      "समय-सारणी",
      "वातानुकूलित 3 टियर",
      "₹2,060 प्रति यात्री",
      "प्रतीक्षा सूची 12",
      "68% संभावना",
      "बुक करें",
      "रीफ़्रेश करें",
      "Howrah Rajdhani",
    ]) {
      expect(text).toContain(hindi);
    }
    expect(text).not.toMatch(/Departs|Arrives|Schedule|passenger|chance|\bBook\b|Refresh|\bday\b/);
    expect(html(card(AFTER), "hi")).toContain("16:55 बजे प्रस्थान कर चुकी");
  });

  it("words the departed notice and the filter panel in Hindi", () => {
    const notice = (
      <DepartedNotice
        count={1}
        dateLabel="बुध, 25 नव॰ 2026"
        next={{ date: "2026-11-26", trains: 2, available: 1, best: null }}
        nextHref="/x"
      />
    );
    expect(html(notice, "hi")).toContain("बुध, 25 नव॰ 2026 की एकमात्र ट्रेन जा चुकी है।");
    expect(html(notice, "hi")).toContain("गुरु, 26 नव॰: 2 ट्रेनें, 1 में सीटें उपलब्ध हैं।");
    expect(html(notice, "en")).toContain("Thu, 26 Nov: 2 trains, 1 with seats available.");
    const panel = {
      action: "/x",
      hidden: [],
      appliedCount: 0,
      clearAllHref: "/x",
      groups: [],
      chips: [],
      shown: 2,
      total: 2,
      stations: [],
    } as unknown as FilterPanelData;
    const sidebar = html(<FilterSidebar panel={panel} hydrated={false} />, "hi");
    expect(sidebar).toContain("फ़िल्टर");
    expect(sidebar).toContain("कोई फ़िल्टर नहीं लगा");
    expect(sidebar).toContain("लागू करें");
    expect(html(<FilterSidebar panel={panel} hydrated={false} />, "en")).toContain(
      "No filters applied",
    );
  });
});
