import { describe, expect, it } from "vitest";
import { breadcrumbList, faqPage, trainStation, trainTrip } from "./structured-data.ts";

describe("schema.org objects of the SEO pages", () => {
  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    expect(
      breadcrumbList("https://safar.example", [
        { name: "Trains", path: "/trains" },
        { name: "12952 Mumbai Rajdhani", path: "/trains/12952-mumbai-rajdhani" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Trains", item: "https://safar.example/trains" },
      {
        "@type": "ListItem",
        position: 2,
        name: "12952 Mumbai Rajdhani",
        item: "https://safar.example/trains/12952-mumbai-rajdhani",
      },
    ]);
  });

  it("makes each FAQ a Question with its accepted Answer", () => {
    expect(faqPage([{ question: "Q?", answer: "A." }]).mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });

  it("gives a TrainTrip its stations and IST times, leaving out a time it lacks", () => {
    const trip = trainTrip({
      url: "https://safar.example/trains/12952-mumbai-rajdhani",
      trainNumber: "12952",
      trainName: "Mumbai Rajdhani",
      from: "New Delhi",
      to: "Mumbai Central",
      departure: "18:00",
      arrival: null,
    });
    expect(trip).toMatchObject({
      "@type": "TrainTrip",
      trainNumber: "12952",
      departureStation: { "@type": "TrainStation", name: "New Delhi" },
      arrivalStation: { "@type": "TrainStation", name: "Mumbai Central" },
      departureTime: "18:00:00+05:30",
    });
    expect(trip).not.toHaveProperty("arrivalTime");
  });

  it("gives a TrainStation coordinates only when known", () => {
    const base = { url: "u", name: "New Delhi", code: "NDLS", state: "Delhi" };
    expect(trainStation({ ...base, lat: 28.6, lon: 77.2 }).geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: 28.6,
      longitude: 77.2,
    });
    expect(trainStation({ ...base, lat: null, lon: null })).not.toHaveProperty("geo");
  });
});
