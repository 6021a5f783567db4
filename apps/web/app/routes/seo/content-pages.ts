import { SEO_CONTENT_PAGES, type SeoContentSlug } from "../../lib/route-table.ts";

/**
 * Copy of the twelve SEO content pages (spec §2). Titles live in the route
 * table; each page adds its description, heading, introduction, and which
 * home screen it is a landing variant of ("pnr-status to PNR home, live
 * status pages map to live status home").
 */
export interface ContentPageCopy {
  title: string;
  description: string;
  heading: string;
  intro: string;
  landing?: "pnr" | "live-status";
  /** Names of the page's later sections. */
  sections: readonly string[];
}

const COPY: Record<SeoContentSlug, Omit<ContentPageCopy, "title">> = {
  "railway-reservation-cancellation": {
    description:
      "How to cancel a train ticket booked with Safar, what the cancellation charges are and when your refund arrives.",
    heading: "Railway reservation cancellation",
    intro:
      "Cancel a confirmed, RAC or waiting-list ticket from My Bookings. Charges depend on the class and on how long before departure you cancel.",
    sections: ["Cancellation charges", "Refund timelines", "Frequently asked questions"],
  },
  "railway-enquiry": {
    description:
      "Indian Railways enquiry in one place: PNR status, live train running status, train schedules and seat availability.",
    heading: "Railway enquiry",
    intro: "Check your PNR, follow a train live or look up seat availability before you book.",
    sections: ["Popular enquiries", "Frequently asked questions"],
  },
  "irctc-account-login": {
    description:
      "How your IRCTC user ID works with Safar: sign in, link your ID to a booking and reset a forgotten password.",
    heading: "IRCTC account login",
    intro:
      "You need an IRCTC user ID to book train tickets. Safar asks for your user ID and you confirm the booking with your password on the IRCTC website.",
    sections: [
      "Using your IRCTC user ID",
      "Forgot user ID or password",
      "Frequently asked questions",
    ],
  },
  "pnr-status": {
    description:
      "Check your Indian Railways PNR status online: confirmation, RAC and waiting-list position, coach, berth and chart status.",
    heading: "PNR status",
    intro:
      "See whether your ticket is confirmed, your coach and berth, and whether the chart is prepared.",
    landing: "pnr",
    sections: ["Understanding your PNR status", "Frequently asked questions"],
  },
  "premium-tatkal-railway-reservation": {
    description:
      "Premium Tatkal train tickets explained: when booking opens, how dynamic fares work and the rules on cancellation.",
    heading: "Premium Tatkal railway reservation",
    intro:
      "Premium Tatkal is a last-minute quota on selected trains with dynamic fares. It opens one day before the journey, at the same time as Tatkal.",
    sections: ["Booking timings", "Fares and cancellation", "Frequently asked questions"],
  },
  "railway-reservation": {
    description:
      "Reserve Indian Railways train tickets online with Safar: search trains, compare classes and fares, and book in minutes.",
    heading: "Railway reservation",
    intro:
      "Reserved tickets can be booked up to 60 days ahead of the journey, for up to 6 passengers per booking.",
    sections: ["How to book", "Classes and quotas", "Frequently asked questions"],
  },
  "seat-availability": {
    description:
      "Check train seat availability by class and quota before you book: available, RAC and waiting-list status on Safar.",
    heading: "Train seat availability",
    intro:
      "Search your route and date to see seats available, RAC or waiting list for every class and quota.",
    sections: ["Reading availability", "Frequently asked questions"],
  },
  "tatkal-railway-reservation": {
    description:
      "Tatkal train ticket booking: opening times (10:00 AM for AC, 11:00 AM for non-AC, one day before), charges and rules.",
    heading: "Tatkal railway reservation",
    intro:
      "Tatkal booking opens one day before the journey: at 10:00 AM for AC classes and 11:00 AM for non-AC classes, for up to 4 passengers per booking.",
    sections: ["Tatkal timings", "Tatkal charges", "Frequently asked questions"],
  },
  "indian-railways": {
    description:
      "Indian Railways at a glance: train types, classes, quotas and how to book tickets online with Safar.",
    heading: "Indian Railways",
    intro:
      "From Rajdhani and Shatabdi to Vande Bharat and local passenger trains, find and book the train that suits your journey.",
    sections: ["Train types", "Classes of travel", "Frequently asked questions"],
  },
  "tdr-rules": {
    description:
      "When and how to file a Ticket Deposit Receipt (TDR) for a refund on a missed or failed train journey.",
    heading: "TDR rules",
    intro:
      "File a Ticket Deposit Receipt (TDR) when you could not travel for a reason the railway accepts, for example when the train ran more than 3 hours late and you did not travel.",
    sections: ["When you can file a TDR", "How to file a TDR", "Frequently asked questions"],
  },
  "train-running-status": {
    description:
      "Live train running status for any Indian Railways train: current location, delay and expected arrival at your station.",
    heading: "Train running status",
    intro: "See where your train is now and when it will reach your station.",
    landing: "live-status",
    sections: ["Frequently asked questions"],
  },
  irctc: {
    description:
      "Book IRCTC train tickets with Safar, an authorised IRCTC partner: search trains, check availability and pay securely.",
    heading: "IRCTC train ticket booking",
    intro:
      "Safar is an authorised IRCTC partner. Your ticket is issued by IRCTC, and you confirm each booking with your IRCTC user ID.",
    sections: ["How booking with Safar works", "Frequently asked questions"],
  },
};

/** The copy of the content page `slug` (case-insensitive), or null when there is none. */
export function contentPage(slug: string): ContentPageCopy | null {
  const page = SEO_CONTENT_PAGES.find((p) => p.slug === slug.toLowerCase());
  return page ? { title: page.title, ...COPY[page.slug] } : null;
}
