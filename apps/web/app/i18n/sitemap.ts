import { catalogue } from "./catalogue.ts";

/**
 * The HTML sitemap's words (`/trains/trains-sitemap` and its four lists;
 * ADR 028): headings, paging, breadcrumbs, titles and descriptions. Train,
 * station and route names in the lists are the railway's; a route's
 * `A to B trains` is worded in the page's language.
 */
export const SITEMAP = catalogue(
  {
    sitemap_trains: "Trains",
    sitemap_crumb: "Trains sitemap",
    sitemap_title: "Trains Sitemap",
    sitemap_description:
      "Browse every train, station and route on Safar, and our guides to PNR status, Tatkal and railway reservation.",
    sitemap_heading: "Trains sitemap",
    sitemap_lead: "Every train, station and route, and our guides.",
    "Trains, stations and routes": "Trains, stations and routes",
    Guides: "Guides",
    sitemap_all: "All {name}",
    sitemap_allCount: "All {name} ({count})",
    "name_trains-sitemap-trains-list": "trains",
    "name_trains-sitemap-routes-city-list": "city routes",
    "name_trains-sitemap-routes-station-list": "station routes",
    "name_trains-sitemap-stations-list": "stations",
    "heading_trains-sitemap-trains-list": "List of Trains",
    "heading_trains-sitemap-routes-city-list": "Train Routes Between Cities",
    "heading_trains-sitemap-routes-station-list": "Train Routes Between Stations",
    "heading_trains-sitemap-stations-list": "List of Railway Stations",
    sitemap_pageCrumb: "{heading}: page {page}",
    sitemap_pageTitle: "{heading}: Page {page}",
    sitemap_pageDescription: "{heading} on Safar, page {page} of {count}: {first} to {last}.",
    sitemap_pageOf: "Page {page} of {count}",
    sitemap_pages: "Pages",
    sitemap_previous: "Previous page",
    sitemap_next: "Next page",
    sitemap_back: "Back to the trains sitemap",
    sitemap_route: "{from} to {to} trains",
  },
  {
    sitemap_trains: "ट्रेनें",
    sitemap_crumb: "ट्रेन साइटमैप",
    sitemap_title: "ट्रेन साइटमैप",
    sitemap_description:
      "Safar पर हर ट्रेन, स्टेशन और मार्ग देखें, और PNR स्थिति, तत्काल और रेलवे आरक्षण पर हमारी गाइड पढ़ें।",
    sitemap_heading: "ट्रेन साइटमैप",
    sitemap_lead: "हर ट्रेन, स्टेशन और मार्ग, और हमारी गाइड।",
    "Trains, stations and routes": "ट्रेनें, स्टेशन और मार्ग",
    Guides: "गाइड",
    sitemap_all: "सभी {name}",
    sitemap_allCount: "सभी {name} ({count})",
    "name_trains-sitemap-trains-list": "ट्रेनें",
    "name_trains-sitemap-routes-city-list": "शहरों के बीच मार्ग",
    "name_trains-sitemap-routes-station-list": "स्टेशनों के बीच मार्ग",
    "name_trains-sitemap-stations-list": "स्टेशन",
    "heading_trains-sitemap-trains-list": "ट्रेनों की सूची",
    "heading_trains-sitemap-routes-city-list": "शहरों के बीच ट्रेन मार्ग",
    "heading_trains-sitemap-routes-station-list": "स्टेशनों के बीच ट्रेन मार्ग",
    "heading_trains-sitemap-stations-list": "रेलवे स्टेशनों की सूची",
    sitemap_pageCrumb: "{heading}: पेज {page}",
    sitemap_pageTitle: "{heading}: पेज {page}",
    sitemap_pageDescription: "Safar पर {heading}, पेज {page} / {count}: {first} से {last} तक।",
    sitemap_pageOf: "पेज {page} / {count}",
    sitemap_pages: "पेज",
    sitemap_previous: "पिछला पेज",
    sitemap_next: "अगला पेज",
    sitemap_back: "ट्रेन साइटमैप पर वापस",
    sitemap_route: "{from} से {to} ट्रेनें",
  },
);

export type SitemapMessages = (typeof SITEMAP)["en"];
