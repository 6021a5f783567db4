import type { Locale } from "@safar/contracts/locale";
import { SEO_CONTENT_PAGES, type SeoContentSlug } from "../../lib/route-table.ts";
import {
  BOOKING,
  CANCELLATION,
  CANCELLATION_FLAT,
  CHART,
  CLASS_NAMES,
  FARE_CHARGES,
  FARE_ROUNDED_UP_TO,
  GST_ON_AC_PERCENT,
  LIVE_STATUS,
  SAFAR_CHARGES,
  TABLE_CLASSES,
  TATKAL_CHARGES,
  TATKAL_TIMES,
  TDR,
  WAITLIST_FINE,
} from "./content-figures.ts";
import { contentPageHi } from "./content-pages-hi.ts";
import type { ContentPageCopy, ContentTable, Faq } from "./content-types.ts";

/**
 * The twelve SEO guides (spec §2). Titles live in the route table; each page
 * has its description, heading, introduction, sections, FAQ and related
 * guides, and which home screen it is a landing variant of ("pnr-status to
 * PNR home, live status pages map to live status home"). Every figure comes
 * from `content-figures.ts`. In text, `[words](/path)` is an internal link.
 */

export type {
  ContentBlock,
  ContentPageCopy,
  ContentSection,
  ContentTable,
  Faq,
} from "./content-types.ts";

const rs = (n: number): string => `₹${n.toLocaleString("en-IN")}`;
const T = TATKAL_TIMES;
const C = CANCELLATION;
const B = BOOKING;
const S = SAFAR_CHARGES;

const TATKAL_CLASSES = ["2A", "3A", "3E", "CC", "EC", "SL", "2S"] as const;

export const tatkalChargesTable: ContentTable = {
  caption: "Tatkal charge per passenger: a share of the basic fare, within a minimum and maximum",
  head: ["Class", "Share", "Min", "Max", "Min distance"],
  rows: TATKAL_CLASSES.map((c) => {
    const t = TATKAL_CHARGES[c];
    return [CLASS_NAMES[c], `${t.percent}%`, rs(t.min), rs(t.max), `${t.minDistanceKm} km`];
  }),
};

export const cancellationTable: ContentTable = {
  caption: "Flat cancellation charge per passenger on a confirmed ticket",
  head: ["Class", "Charge"],
  rows: TABLE_CLASSES.map((c) => [CLASS_NAMES[c], rs(CANCELLATION_FLAT[c])]),
};

export const cancellationWindowsTable: ContentTable = {
  caption: "What is deducted from a confirmed ticket, by when you cancel",
  head: ["When you cancel (before departure)", "Deduction per passenger"],
  rows: [
    [`More than ${C.flatAboveHours} hours`, "The flat charge of the class"],
    [
      `${C.flatAboveHours} to ${C.quarterAboveHours} hours`,
      `${C.quarterPercent}% of the fare, at least the flat charge`,
    ],
    [
      `${C.quarterAboveHours} to ${C.halfAboveHours} hours, or until the chart is prepared`,
      `${C.halfPercent}% of the fare, at least the flat charge`,
    ],
    [
      `Less than ${C.halfAboveHours} hours, or after the chart`,
      "No online cancellation; file a TDR if a refund rule applies",
    ],
  ],
};

export const fareChargesTable: ContentTable = {
  caption: "Charges added to the basic fare, per passenger",
  head: ["Class", "Reservation charge", "Superfast charge"],
  rows: TABLE_CLASSES.map((c) => [
    CLASS_NAMES[c],
    rs(FARE_CHARGES[c].reservation),
    rs(FARE_CHARGES[c].superfast),
  ]),
};

export const tdrTable: ContentTable = {
  caption: "TDR reasons and deadlines",
  head: ["Reason", "File by", "Refund"],
  rows: [
    ["Train cancelled", "No TDR needed", "Full fare, refunded automatically"],
    [
      `Train more than ${TDR.lateHours} hours late and you did not travel`,
      "Before the train's actual departure from your station",
      "Full fare",
    ],
    [
      "AC not working",
      `Within ${TDR.acFailureHours} hours of actual arrival, with the TTE's certificate`,
      "Difference between the AC and non-AC fare",
    ],
    [
      "Travelled in a lower class",
      `Within ${TDR.certificateDays} days of the certificate`,
      "Difference between the two fares",
    ],
    [
      "Your coach was not attached",
      `Within ${TDR.certificateDays} days of the certificate`,
      "Full fare",
    ],
    [
      "Excess fare charged by the TTE",
      `Within ${TDR.afterArrivalHours} hours of actual arrival`,
      "Paid by the railway's zonal office",
    ],
    [
      "Part of the party did not travel",
      `Within ${TDR.afterArrivalHours} hours of actual arrival`,
      "Fare of those who did not travel, less clerkage",
    ],
  ],
};

const COPY: Record<SeoContentSlug, Omit<ContentPageCopy, "title" | "slug">> = {
  "railway-reservation-cancellation": {
    description:
      "How to cancel a train ticket on Safar, the railway's cancellation charges by class and time, RAC and waiting-list refunds, and when the money comes back.",
    heading: "Railway reservation cancellation",
    intro:
      "Cancel a confirmed, RAC or waiting-list ticket from My bookings. What you get back depends on the ticket's status, the class and how long before departure you cancel.",
    sections: [
      {
        heading: "How to cancel your ticket",
        blocks: [
          {
            steps: [
              "Open [My bookings](/trains/mybookings) and choose the order.",
              "Choose Cancel, then tick the passengers you want to cancel and give a reason.",
              "Check the refund shown for each passenger and confirm.",
            ],
          },
          "You can cancel some passengers and keep the rest travelling. An e-ticket cannot be cancelled at a railway counter; cancel it online.",
        ],
      },
      {
        heading: "Cancellation charges on a confirmed ticket",
        blocks: [
          "The Railway Passengers (Cancellation of Ticket and Refund of Fare) Rules 2015 set the charges. Before 48 hours, the railway keeps a flat amount per passenger that depends on the class:",
          { table: cancellationTable },
          "Closer to departure the deduction becomes a share of the fare, never less than the flat charge:",
          { table: cancellationWindowsTable },
          `On AC classes, EC and First Class, ${C.gstPercent}% GST is added to the cancellation charge.`,
          `Trains of the new Vande Bharat Sleeper and Amrit Bharat II services follow the 16 January 2026 rules instead: ${C.quarterPercent}% is deducted more than ${C.newTrainsQuarterAboveHours} hours before departure, ${C.halfPercent}% between ${C.newTrainsQuarterAboveHours} and ${C.newTrainsHalfAboveHours} hours, and nothing is refunded in the last ${C.newTrainsHalfAboveHours} hours. These trains have no RAC.`,
        ],
      },
      {
        heading: "RAC, waiting-list and Tatkal tickets",
        blocks: [
          {
            list: [
              `RAC and waiting-list tickets: the full fare comes back minus a clerkage of ${rs(C.clerkage)} per passenger (plus GST on AC classes), if you cancel at least ${C.racWlCutoffMinutes} minutes before departure. After that nothing is refunded.`,
              "A fully waitlisted e-ticket is cancelled automatically when the first chart is prepared, and refunded the same way. You do not need to do anything.",
              "Confirmed Tatkal and Premium Tatkal tickets are not refunded, except in cases such as a cancelled train. A waitlisted Tatkal ticket is refunded minus clerkage.",
            ],
          },
        ],
      },
      {
        heading: "Free cancellation with Safar",
        blocks: [
          `When you book, you can add free cancellation for ${S.freeCancellationPercent}% of the adult fare per passenger (at least ${rs(S.freeCancellationMin)}, at most ${rs(S.freeCancellationMax)}). If you then cancel at least ${S.freeCancellationNoticeHours} hours before departure, we refund the whole ticket fare, including what the railway deducts. The convenience fee and the free-cancellation charge itself are not refunded.`,
        ],
      },
      {
        heading: "When the refund arrives",
        blocks: [
          `The refund goes back to the way you paid. To the Safar wallet it is immediate; to UPI, a card or net banking it arrives within ${C.bankRefundWorkingDays} working days. If your bank refuses it, the refund waits under My bookings, Unclaimed refunds, where you can claim it. The order page shows each refund and its date.`,
        ],
      },
    ],
    faq: [
      {
        q: "How much is deducted if I cancel a sleeper ticket three days before the journey?",
        a: `More than ${C.flatAboveHours} hours before departure the railway keeps its flat charge: ${rs(CANCELLATION_FLAT.SL)} per passenger in Sleeper class.`,
      },
      {
        q: "Can I cancel after the chart is prepared?",
        a: "Not online. If you could not travel for a reason the railway accepts, such as the train running more than 3 hours late, file a TDR from My bookings instead.",
      },
      {
        q: "Is the convenience fee refunded?",
        a: "No. It is charged per ticket for the booking and is not refunded on a cancellation.",
      },
    ],
    related: ["tdr-rules", "tatkal-railway-reservation", "pnr-status"],
  },

  "railway-enquiry": {
    description:
      "Indian Railways enquiry in one place: PNR status, live train running status, seat availability, schedules, charts and refunds on Safar.",
    heading: "Railway enquiry",
    intro:
      "Most questions about a train journey have a quick answer online: whether your ticket is confirmed, where the train is now, and which trains still have seats.",
    sections: [
      {
        heading: "Popular enquiries",
        blocks: [
          {
            list: [
              "[PNR status](/trains/check-pnr): enter the 10-digit PNR printed on your ticket to see each passenger's booking and current status, coach and berth, and whether the chart is prepared.",
              "[Live train status](/trains/check-lts): choose your train and boarding station to see where the train is, how late it is running and when it will reach you.",
              "[Seat availability](/trains/seat-availability): search your route and date to see available seats, RAC or waiting list in every class.",
              "Train schedule: every search result opens the train's route with its halts and timings.",
              "Cancellations and refunds: see [cancellation charges](/trains/railway-reservation-cancellation) and [TDR rules](/trains/tdr-rules).",
            ],
          },
        ],
      },
      {
        heading: "Where the answers come from",
        blocks: [
          "Seat availability and PNR status come from the railway's Passenger Reservation System, the same system that issues your ticket. Running status comes from the National Train Enquiry System (NTES), which also feeds the 139 helpline and the display boards at stations. Locomotives carry GPS units that report their position about every 30 seconds, so the position you see is close to live.",
        ],
      },
      {
        heading: "Timings worth knowing",
        blocks: [
          {
            list: [
              `Reservation opens ${B.arpDays} days before the journey, not counting the journey date, at ${B.arpOpensAt}.`,
              `Tatkal opens one day before the journey: ${T.acOpensAt} for AC classes and ${T.nonAcOpensAt} for non-AC classes.`,
              `Online booking is open from ${B.bookingHoursFrom} to ${B.bookingHoursTo}.`,
              `The first chart is prepared by ${CHART.previousDayAt} the previous day for trains leaving between ${CHART.dayFrom} and ${CHART.dayTo}, and about ${CHART.hoursBefore} hours before departure for the others. A second chart is made shortly before departure.`,
            ],
          },
          "After the first chart, berths left empty are sold in current booking until the second chart. Only confirmed tickets are issued then.",
        ],
      },
    ],
    faq: [
      {
        q: "Do I need to sign in to check a PNR or live status?",
        a: "No. Anyone can check PNR status and live running status. Passenger names are shown only to the person who booked the ticket.",
      },
      {
        q: "My PNR says Chart Not Prepared. What does that mean?",
        a: "The final berth list for the train has not been made yet. Waiting-list and RAC positions can still move until the chart is prepared.",
      },
      {
        q: "What number do I call for railway enquiry?",
        a: "The railway's enquiry helpline is 139. For a booking made on Safar, use Help on the order page.",
      },
      {
        q: "How do I check a train's timings and halts?",
        a: "[Search trains](/trains) between two stations and open a train: its route lists every halt with arrival and departure times and the days it runs.",
      },
    ],
    related: ["pnr-status", "train-running-status", "seat-availability"],
  },

  "irctc-account-login": {
    description:
      "How your IRCTC user ID works with Safar: the rules for user IDs, Aadhaar verification, monthly ticket limits, and what to do if you forget your ID or password.",
    heading: "IRCTC account login",
    intro:
      "Every online train ticket is booked against an IRCTC user ID. On Safar you give your user ID when you book, and you type your IRCTC password only on IRCTC's own page after payment.",
    sections: [
      {
        heading: "Using your IRCTC user ID on Safar",
        blocks: [
          {
            steps: [
              "Search your train and choose a class.",
              "On the traveller details page, enter or pick your IRCTC user ID. We check that it exists and remember it for next time.",
              "Review and pay.",
              "IRCTC's page opens: sign in with your password to confirm the booking. Your ticket is then issued.",
            ],
          },
          "Safar never asks for or stores your IRCTC password. If a page other than IRCTC's asks for it, do not type it.",
          "A user ID is 3 to 35 characters long and may contain only letters, numbers and the underscore. User IDs are case sensitive. An IRCTC account has one mobile number and one email address.",
        ],
      },
      {
        heading: "Aadhaar verification",
        blocks: [
          "Verifying your IRCTC account with Aadhaar matters more than ever:",
          {
            list: [
              `Tatkal: only Aadhaar-verified users can book online from ${T.aadhaarFrom}, and each booking needs an Aadhaar OTP from ${T.aadhaarOtpFrom}.`,
              `Opening day: from ${B.openingDayAadhaarFirstSince} the first ${B.openingDayAadhaarFirstMinutes} minutes of reservation opening were kept for verified users; from ${B.openingDayAadhaarFrom} the whole opening day is Aadhaar-only online.`,
              `Monthly limit: ${B.monthlyTickets} tickets a month per user ID, or ${B.monthlyTicketsAadhaar} when the user is Aadhaar-verified and one passenger on the ticket is Aadhaar-verified too.`,
            ],
          },
          "See [how to verify with Aadhaar](/trains/howToAadharAuth).",
        ],
      },
      {
        heading: "Forgot your user ID or password",
        blocks: [
          "On the traveller details page choose Forgot user ID or Forgot password. IRCTC sends your user ID, or a password-reset link, to the mobile number and email address registered with your account. The reset link is valid for 24 hours.",
          `Password reset is not allowed during Tatkal hours, ${T.resetBlockFrom} to ${T.resetBlockTo} AM. If IRCTC has expired your password, reset it outside those hours and then continue your booking.`,
        ],
      },
    ],
    faq: [
      {
        q: "Do I need a separate Safar account?",
        a: "You sign in to Safar with your mobile number or email and a one-time password. Your IRCTC user ID is linked to your bookings, not used to sign in to Safar.",
      },
      {
        q: "Can I book for someone else with my user ID?",
        a: `Yes, for up to ${B.maxPassengers} passengers on one ticket (${B.maxTatkalPassengers} in Tatkal). Every ticket counts towards your monthly limit.`,
      },
      {
        q: "Why was my user ID refused for Tatkal?",
        a: "Online Tatkal needs an Aadhaar-verified user ID. Verify your account with Aadhaar on IRCTC and try again.",
      },
    ],
    related: ["irctc", "tatkal-railway-reservation", "railway-reservation"],
  },

  "pnr-status": {
    description:
      "Check your Indian Railways PNR status online: confirmation, RAC and waiting-list position, coach and berth, and chart status. What every status code means.",
    heading: "PNR status",
    intro:
      "Enter the 10-digit PNR from your ticket to see whether it is confirmed, your coach and berth, and whether the chart is prepared.",
    landing: "pnr",
    sections: [
      {
        heading: "Understanding your PNR status",
        blocks: [
          "The PNR (Passenger Name Record) is a 10-digit number given to every reserved ticket, for up to 6 passengers. Each passenger has two statuses: the status at booking and the current status. GNWL 45/WL 30 means the passenger was 45th on the general waiting list at booking and is 30th now.",
          {
            table: {
              caption: "Common status codes",
              head: ["Code", "Meaning"],
              rows: [
                ["CNF", "Confirmed, with coach and berth (for 1A the berth is given at charting)"],
                [
                  "RAC",
                  "Reservation against cancellation: you can travel, sharing a side-lower berth",
                ],
                [
                  "GNWL",
                  "General waiting list, from the train's origin: the best chance to confirm",
                ],
                ["RLWL", "Remote-location waiting list, for a busy intermediate station"],
                ["PQWL", "Pooled-quota waiting list, for short journeys or intermediate stations"],
                ["RSWL", "Roadside waiting list: poor chances and no RAC"],
                ["TQWL", "Tatkal waiting list: moves straight to confirmed, never RAC"],
                ["REGRET/WL", "The waiting list is full; no ticket was issued"],
                ["CAN", "Cancelled"],
              ],
            },
          },
        ],
      },
      {
        heading: "How a waiting list moves",
        blocks: [
          "When a confirmed passenger cancels, the first RAC passenger gets the berth and the first waitlisted passenger moves up to RAC. At charting the general waiting list is cleared first, then the Tatkal waiting list. Remote-location and pooled-quota lists clear only against their own quota.",
          `If every passenger on an e-ticket is still waitlisted at the first chart, the ticket is cancelled and refunded automatically. From 1 May 2025 a waitlisted passenger may not travel in a reserved coach: the fine is ${rs(WAITLIST_FINE.sleeper)} in Sleeper and ${rs(WAITLIST_FINE.ac)} in AC.`,
        ],
      },
      {
        heading: "What the first digit says",
        blocks: [
          "The first digit tells which reservation centre the train's originating station belongs to, not where you booked: 1 Secunderabad, 2 and 3 Delhi, 4 and 5 Chennai, 6 and 7 Kolkata, 8 and 9 Mumbai.",
        ],
      },
    ],
    faq: [
      {
        q: "When is the chart prepared?",
        a: `By ${CHART.previousDayAt} the previous day for trains leaving between ${CHART.dayFrom} and ${CHART.dayTo}, and about ${CHART.hoursBefore} hours before departure for the rest.`,
      },
      {
        q: "Can I travel on an RAC ticket?",
        a: "Yes. RAC passengers have a confirmed seat on a shared side-lower berth and may get a full berth if someone cancels.",
      },
      {
        q: "I booked on Safar. Where is my PNR?",
        a: "On your e-ticket, in the SMS and email we send, and on the order in [My bookings](/trains/mybookings).",
      },
      {
        q: "What does RELEASED mean on my PNR?",
        a: "The passenger was given a berth on another train, usually through VIKALP: waitlisted passengers who opt in can be moved to another train in the same class within 72 hours of the original, with no extra fare.",
      },
    ],
    related: ["seat-availability", "railway-reservation-cancellation", "train-running-status"],
  },

  "premium-tatkal-railway-reservation": {
    description:
      "Premium Tatkal train tickets explained: opening times, dynamic fares, who can book, and why confirmed Premium Tatkal tickets are not refunded.",
    heading: "Premium Tatkal railway reservation",
    intro:
      "Premium Tatkal is a last-minute quota on selected trains whose fares rise as seats sell. It opens one day before the journey, at the same times as Tatkal.",
    sections: [
      {
        heading: "What Premium Tatkal is",
        blocks: [
          "The railway created Premium Tatkal in October 2014, on 80 trains, as the upper half of the Tatkal quota sold at rising prices. Its fares are dynamic: they go up as seats are sold. Trains with flexi fares, such as Rajdhani, Shatabdi and Duronto, have no Premium Tatkal quota: their Tatkal fare is 1.5 times the base fare instead.",
        ],
      },
      {
        heading: "Booking timings",
        blocks: [
          {
            table: {
              caption: "When Premium Tatkal opens",
              head: ["Classes", "Opens"],
              rows: [
                [
                  "AC classes (2A, 3A, 3E, CC, EC)",
                  `${T.acOpensAt} AM, ${T.daysBefore} day before the journey`,
                ],
                [
                  "Non-AC classes (SL, 2S)",
                  `${T.nonAcOpensAt} AM, ${T.daysBefore} day before the journey`,
                ],
              ],
            },
          },
          "The day counts from the date the train leaves its first station, not from your boarding date. A train that reaches your station after midnight opens a day earlier for you.",
        ],
      },
      {
        heading: "Rules",
        blocks: [
          {
            list: [
              "Online e-tickets only; agents cannot book Premium Tatkal.",
              `Up to ${B.maxTatkalPassengers} passengers per ticket.`,
              "Only confirmed tickets are sold: no RAC and no waiting list.",
              "No concessions, and children pay the full adult fare.",
              `The Aadhaar rules of Tatkal apply: an Aadhaar-verified user ID from ${T.aadhaarFrom} and an Aadhaar OTP for each booking from ${T.aadhaarOtpFrom}.`,
            ],
          },
        ],
      },
      {
        heading: "Fares and cancellation",
        blocks: [
          "A confirmed Premium Tatkal ticket is not refunded when you cancel it. Refunds are made only in the cases the railway allows for any ticket, such as a cancelled train, through a [TDR](/trains/tdr-rules) where one is needed.",
        ],
      },
      {
        heading: "Premium Tatkal or Tatkal?",
        blocks: [
          {
            list: [
              `Price: Tatkal adds a fixed Tatkal charge, for example ${rs(TATKAL_CHARGES.SL.min)} to ${rs(TATKAL_CHARGES.SL.max)} per passenger in Sleeper; Premium Tatkal's fare is dynamic.`,
              "Waiting list: Tatkal can give you a Tatkal waiting-list ticket (TQWL); Premium Tatkal sells only confirmed berths.",
              "Children: a child pays the child fare in Tatkal where it applies, but the full adult fare in Premium Tatkal.",
              "Both open at the same times, both take up to 4 passengers, and neither refunds a confirmed ticket.",
            ],
          },
        ],
      },
    ],
    faq: [
      {
        q: "Is Premium Tatkal cheaper than Tatkal?",
        a: "Not usually. Its fare is dynamic and rises as seats sell, while the Tatkal charge is fixed within a minimum and maximum.",
      },
      {
        q: "Can I get a waitlisted Premium Tatkal ticket?",
        a: "No. Premium Tatkal sells only confirmed berths; when they are gone the quota is closed.",
      },
      {
        q: "Where do I compare normal Tatkal first?",
        a: "Search your route and pick the Tatkal quota to see Tatkal availability and fares. See also [Tatkal timings and charges](/trains/tatkal-railway-reservation).",
      },
    ],
    related: ["tatkal-railway-reservation", "railway-reservation", "irctc-account-login"],
  },

  "railway-reservation": {
    description:
      "Reserve Indian Railways train tickets online with Safar: when booking opens, how many can travel on one ticket, what a fare is made of, and child fares.",
    heading: "Railway reservation",
    intro: `Reserved train tickets can be booked up to ${BOOKING.arpDays} days ahead, for up to ${BOOKING.maxPassengers} passengers on one ticket. Search, choose a class, add travellers and pay in a few minutes.`,
    sections: [
      {
        heading: "How to book on Safar",
        blocks: [
          {
            steps: [
              "[Search trains](/trains) between two stations for your date.",
              "Compare classes, fares and [seat availability](/trains/seat-availability), with a prediction of the chance to confirm for waiting lists.",
              "Add travellers, your IRCTC user ID and contact details.",
              `Review and pay within ${B.paymentMinutes} minutes.`,
              "Confirm with your IRCTC password on IRCTC's page. Your e-ticket arrives by SMS and email.",
            ],
          },
        ],
      },
      {
        heading: "When reservation opens",
        blocks: [
          `Since ${B.arpSince} the advance reservation period is ${B.arpDays} days, not counting the journey date (it was 120 days). Booking opens at ${B.arpOpensAt} on the first day. From ${B.openingDayAadhaarFrom} the whole opening day is open online only to Aadhaar-verified users. Online booking runs from ${B.bookingHoursFrom} to ${B.bookingHoursTo} every day.`,
          "Missed it? Last-minute seats are sold in [Tatkal](/trains/tatkal-railway-reservation) one day before the journey.",
        ],
      },
      {
        heading: "What a fare is made of",
        blocks: [
          `A ticket's fare is the basic fare for the distance and class, plus a reservation charge, a superfast charge on superfast trains, catering where it is included, and ${GST_ON_AC_PERCENT}% GST on AC classes. The total is rounded up to the next ₹${FARE_ROUNDED_UP_TO}.`,
          { table: fareChargesTable },
          `Safar adds a convenience fee per ticket: ${rs(S.convenienceFeeNonAc)} for non-AC and ${rs(S.convenienceFeeAc)} for AC classes, plus ${S.gstOnFeePercent}% GST on the fee. Travel insurance costs ${rs(S.insurance)} per passenger, for Indian nationals aged 5 and above.`,
        ],
      },
      {
        heading: "Children and ID",
        blocks: [
          {
            list: [
              `Children under ${B.childFreeBelow} travel free without a berth; you may buy a berth for them at the adult fare.`,
              `Children from ${B.childFreeBelow} to 11 pay half fare without a berth, or the adult fare with a berth. From ${B.adultFrom} a passenger pays the adult fare.`,
              "One passenger on every e-ticket must carry an original photo ID such as Aadhaar, voter ID, passport, PAN card or driving licence.",
            ],
          },
        ],
      },
    ],
    faq: [
      {
        q: "How many days in advance can I book a train ticket?",
        a: `${B.arpDays} days, not counting the day of the journey.`,
      },
      {
        q: "How many passengers can travel on one ticket?",
        a: `Up to ${B.maxPassengers} (${B.maxTatkalPassengers} in Tatkal). Infants under ${B.childFreeBelow} without a berth are added as infants.`,
      },
      {
        q: "Is there a senior citizen concession?",
        a: "The railway suspended senior citizen concessions in March 2020 and has not restored them. Seniors are still given lower berths where available.",
      },
    ],
    related: [
      "seat-availability",
      "tatkal-railway-reservation",
      "railway-reservation-cancellation",
    ],
  },

  "seat-availability": {
    description:
      "Check train seat availability by class and quota before you book: how to read AVL, RAC and waiting-list figures, quotas, and the chance to confirm.",
    heading: "Train seat availability",
    intro:
      "Search your route and date to see, for every train and class, whether seats are available, on RAC or on the waiting list, and what the fare is.",
    sections: [
      {
        heading: "Reading availability",
        blocks: [
          {
            table: {
              caption: "What the availability figures mean",
              head: ["Shown", "Meaning"],
              rows: [
                ["AVL 44", "44 seats or berths available: you get a confirmed ticket"],
                ["RAC 12", "Reservation against cancellation: you can travel on a shared berth"],
                ["GNWL 25 / WL 25", "Waiting list: your ticket confirms only if others cancel"],
                ["REGRET", "The waiting list is full; booking is not possible"],
                [
                  "Curr AVL",
                  "Current booking after the first chart: confirmed seats only, until the second chart",
                ],
                ["Not available / Departed", "Nothing to book on this train and date"],
              ],
            },
          },
          "Colours show at a glance whether a class is available, on RAC or waiting list, or closed. For waiting lists Safar also shows a prediction of the chance to confirm, based on how the train has filled before.",
        ],
      },
      {
        heading: "Quotas",
        blocks: [
          "Seats are split into quotas. Safar lets you search four:",
          {
            list: [
              "General (GN): the largest pool, for everyone.",
              `Tatkal (TQ): last-minute seats that open one day before the journey, at ${T.acOpensAt} for AC and ${T.nonAcOpensAt} for non-AC.`,
              "Senior citizen / lower berth (SS): for men aged 60 and above, women aged 45 and above and pregnant women, travelling alone or two on one ticket.",
              "Ladies (LD): for women travelling alone or in an all-women group, with children under 12.",
            ],
          },
          "Unused ladies, senior and disability berths go back to the general pool near charting, so availability can improve on the last day.",
        ],
      },
      {
        heading: "If your train is full",
        blocks: [
          {
            list: [
              "Look at nearby stations: boarding one station earlier often shows seats.",
              "Try the alternate dates shown under each train.",
              "Check connecting journeys of two trains.",
              "Wait for [Tatkal](/trains/tatkal-railway-reservation), a day before the journey.",
            ],
          },
          `Avoid travelling on a waitlisted ticket: from 1 May 2025 waitlisted passengers may not sit in reserved coaches, and the fine is ${rs(WAITLIST_FINE.sleeper)} in Sleeper and ${rs(WAITLIST_FINE.ac)} in AC.`,
        ],
      },
    ],
    faq: [
      {
        q: "Why did availability change while I was booking?",
        a: "Seats sell every second, especially at opening times. If the status changes before you pay, Safar tells you and asks whether to continue.",
      },
      {
        q: "Is RAC better than a waiting list?",
        a: "Yes. With RAC you can board and have a seat; a waitlisted passenger cannot travel unless the ticket confirms.",
      },
      {
        q: "How far ahead can I check availability?",
        a: `${B.arpDays} days, the same as the reservation period.`,
      },
      {
        q: "What is current booking?",
        a: "After the first chart, berths still empty are sold in current booking until the second chart, shortly before departure. Only confirmed tickets are issued.",
      },
    ],
    related: ["pnr-status", "railway-reservation", "tatkal-railway-reservation"],
  },

  "tatkal-railway-reservation": {
    description:
      "Tatkal train ticket booking: opening times (10:00 AM for AC, 11:00 AM for non-AC, one day before), Tatkal charges by class, Aadhaar rules and refunds.",
    heading: "Tatkal railway reservation",
    intro: `Tatkal booking opens one day before the journey: at ${TATKAL_TIMES.acOpensAt} AM for AC classes and ${TATKAL_TIMES.nonAcOpensAt} AM for non-AC classes, for up to ${BOOKING.maxTatkalPassengers} passengers per ticket.`,
    sections: [
      {
        heading: "Tatkal timings",
        blocks: [
          {
            table: {
              caption: "When Tatkal opens",
              head: ["Classes", "Opens"],
              rows: [
                [
                  "AC: 2A, 3A, 3E, CC, EC",
                  `${T.acOpensAt} AM, ${T.daysBefore} day before the journey`,
                ],
                ["Non-AC: SL, 2S", `${T.nonAcOpensAt} AM, ${T.daysBefore} day before the journey`],
              ],
            },
          },
          "AC First Class (1A) has no Tatkal quota. The day is counted from the date the train leaves its first station, journey date excluded. Agents may not book in the first 30 minutes of each window.",
          "Tatkal seats sell fast. In May and June 2025 about 62.5% of AC Tatkal tickets sold within 10 minutes of opening, and 86% within an hour. Be ready before the window opens.",
        ],
      },
      {
        heading: "Tatkal charges",
        blocks: [
          "Tatkal costs the normal fare plus a Tatkal charge per passenger: 10% of the basic fare in Second Sitting and 30% in other classes, within a minimum and a maximum. On short journeys the charge is worked out on a minimum distance.",
          { table: tatkalChargesTable },
        ],
      },
      {
        heading: "Aadhaar and other rules",
        blocks: [
          {
            list: [
              `From ${T.aadhaarFrom}, only Aadhaar-verified IRCTC users can book Tatkal online; from ${T.aadhaarOtpFrom}, each booking also needs an Aadhaar OTP.`,
              `Up to ${B.maxTatkalPassengers} passengers per ticket. No concessions.`,
              "A confirmed Tatkal ticket is not refunded on cancellation. A waitlisted Tatkal ticket is refunded minus clerkage.",
              "No change of passenger name; a duplicate ticket is issued only at the full fare.",
              "A Tatkal waiting list (TQWL) goes straight to confirmed, never RAC, and clears after the general waiting list at charting.",
            ],
          },
        ],
      },
      {
        heading: "Book Tatkal faster with Safar",
        blocks: [
          {
            list: [
              `Set a Tatkal reminder from the search results: we send an SMS and email ${T.reminderMinutes} minutes before the window opens.`,
              "Schedule a one-click Tatkal booking with travellers and payment ready, and Safar places it the moment Tatkal opens. See the [Tatkal scheduling terms](/trains/oct-tnc).",
              "Save your travellers beforehand so the form fills in one tap.",
            ],
          },
        ],
      },
    ],
    faq: [
      {
        q: "What time does Tatkal booking open?",
        a: `${T.acOpensAt} AM for AC classes and ${T.nonAcOpensAt} AM for Sleeper and Second Sitting, one day before the train leaves its first station.`,
      },
      {
        q: "How much extra is the Tatkal charge in Sleeper class?",
        a: `30% of the basic fare, at least ${rs(TATKAL_CHARGES.SL.min)} and at most ${rs(TATKAL_CHARGES.SL.max)} per passenger.`,
      },
      {
        q: "Can I reset my IRCTC password during Tatkal?",
        a: `No. Password reset is blocked from ${T.resetBlockFrom} to ${T.resetBlockTo} AM. Check your login the day before.`,
      },
    ],
    related: ["premium-tatkal-railway-reservation", "irctc-account-login", "seat-availability"],
  },

  "indian-railways": {
    description:
      "Indian Railways at a glance: the network, train types from Rajdhani to Vande Bharat, classes of travel, train numbers, and how to book with Safar.",
    heading: "Indian Railways",
    intro:
      "Indian Railways ran 13,198 passenger trains a day on average in 2023-24, serving 7,325 stations and about 690 crore passenger journeys a year. Here is how to find your way around it.",
    sections: [
      {
        heading: "Train types",
        blocks: [
          {
            list: [
              "Rajdhani: all-AC overnight trains linking Delhi with state capitals; meals included, highest priority on the line.",
              "Shatabdi: fast day trains with chair cars that return the same day.",
              "Duronto: long-distance trains with few or no commercial stops.",
              "Vande Bharat: modern electric trains with chair cars since February 2019, and sleepers from January 2026.",
              "Garib Rath: no-frills AC trains with fares under two-thirds of normal AC fares. Humsafar: all AC 3 Tier, with optional meals.",
              "Jan Shatabdi, Tejas, Antyodaya and Amrit Bharat: cheaper day trains, premium day trains, fully unreserved superfast trains and push-pull non-AC trains.",
              "Mail and express: the backbone of the network. A train is superfast when it averages at least 55 km/h.",
            ],
          },
        ],
      },
      {
        heading: "Classes of travel",
        blocks: [
          {
            table: {
              caption: "Reserved classes",
              head: ["Class", "What you get"],
              rows: [
                [CLASS_NAMES["1A"], "Lockable cabins of 4 and coupés of 2"],
                [CLASS_NAMES["2A"], "Two-tier berths, no middle berth"],
                [CLASS_NAMES["3A"], "Three-tier AC berths"],
                [CLASS_NAMES["3E"], "Narrower three-tier coaches, fares about 8% below 3A"],
                [CLASS_NAMES.CC, "AC seats, 3 + 2 across"],
                [CLASS_NAMES.EC, "Wider AC seats, 2 + 2 across"],
                [CLASS_NAMES.SL, "Non-AC three-tier berths, the most common long-distance class"],
                [CLASS_NAMES["2S"], "Non-AC reserved seats, 3 + 3 across"],
              ],
            },
          },
          "Some trains also have Anubhuti (EA) and Vistadome glass-roof coaches.",
        ],
      },
      {
        heading: "Reading a train number",
        blocks: [
          "Train numbers have five digits. A first digit of 0 marks a special train; 1 and 2 are long-distance trains, and a second digit of 2 usually means a superfast, such as 12xxx. Trains in opposite directions usually differ by one, odd and even.",
        ],
      },
      {
        heading: "Tickets online",
        blocks: [
          "Most reserved tickets are now booked online: e-tickets were 86.38% of reserved bookings in 2024-25. Demand peaks at Tatkal opening; on 22 May 2025 the system sold 31,814 tickets in the single minute after 10:01. On 4 November 2024, a record day, more than 3 crore people travelled by train, 19.43 lakh of them on reserved tickets.",
        ],
      },
      {
        heading: "Booking with Safar",
        blocks: [
          "Safar is an authorised partner of IRCTC. [Search trains](/trains), see [seat availability](/trains/seat-availability), book, and follow your journey with [PNR status](/trains/check-pnr) and [live train status](/trains/check-lts).",
        ],
      },
    ],
    faq: [
      {
        q: "How many people travel by train in India?",
        a: "About 690 crore passenger journeys were made in 2023-24, roughly 2 crore a day.",
      },
      {
        q: "Which class is cheapest for an overnight journey?",
        a: "Sleeper (SL), then AC 3 Economy (3E) and AC 3 Tier (3A).",
      },
      {
        q: "How punctual are trains?",
        a: "In 2023-24, 73.62% of trains reached their destination within 15 minutes of time, by the railway's own measure.",
      },
    ],
    related: ["railway-reservation", "irctc", "train-running-status"],
  },

  "tdr-rules": {
    description:
      "When and how to file a Ticket Deposit Receipt (TDR) for a refund on a missed or failed train journey: reasons, deadlines and how long a refund takes.",
    heading: "TDR rules",
    intro: `File a Ticket Deposit Receipt (TDR) when you could not travel, or travelled with less than you paid for, for a reason the railway accepts: for example when the train ran more than ${TDR.lateHours} hours late and you did not travel.`,
    sections: [
      {
        heading: "When you can file a TDR",
        blocks: [
          "After the chart is prepared a ticket can no longer be cancelled online. A TDR asks the railway for a refund instead. Each reason has a deadline, counted from the train's actual times:",
          { table: tdrTable },
          "The railway also accepts TDRs when the train was diverted and did not touch your boarding or destination station, when it terminated short, when you missed a connecting train because the first ran late, when an RAC passenger did not travel after the chart, or when your status got worse after the chart.",
        ],
      },
      {
        heading: "How to file a TDR",
        blocks: [
          {
            steps: [
              "Open the order in [My bookings](/trains/mybookings) and choose File TDR.",
              "Pick the passengers and the reason. For AC failure or a lower class, keep the certificate the TTE gave you on board.",
              "Submit before the deadline. The order page then shows your claim and its progress.",
            ],
          },
        ],
      },
      {
        heading: "How long a TDR refund takes",
        blocks: [
          `The railway reviews each claim; a decision usually takes about ${TDR.reviewDays} days and some take longer. When the railway accepts it, Safar pays the refund to the way you paid and tells you by SMS and email.`,
        ],
      },
    ],
    faq: [
      {
        q: "My train is 4 hours late. Should I cancel or file a TDR?",
        a: `File a TDR before the train actually leaves your station and do not travel: a train more than ${TDR.lateHours} hours late gets you the full fare back.`,
      },
      {
        q: "Do I need a TDR if the railway cancelled my train?",
        a: "No. The refund for a cancelled train is automatic.",
      },
      {
        q: "Where do I follow my TDR?",
        a: "On the order page in [My bookings](/trains/mybookings): it shows when the claim was filed, when the railway is reviewing it and its decision.",
      },
    ],
    related: ["railway-reservation-cancellation", "train-running-status", "pnr-status"],
  },

  "train-running-status": {
    description:
      "Live train running status for any Indian Railways train: where it is now, how late it is running and when it will reach your station.",
    heading: "Train running status",
    intro:
      "Choose your train and boarding station to see where the train is now, how late it is running and when it will reach you.",
    landing: "live-status",
    sections: [
      {
        heading: "What the live status shows",
        blocks: [
          {
            list: [
              "The train's last reported station and the time it passed or left it.",
              "The delay, and the expected arrival and departure at every halt still to come.",
              "The platform at major stations, where the railway has announced it.",
              "The route on a map, with the part already travelled marked.",
              "Changes to the run: cancelled, diverted, rescheduled, short-terminated or short-originated.",
            ],
          },
          `The page refreshes every ${LIVE_STATUS.refreshMinutes} minutes while you keep it open.`,
        ],
      },
      {
        heading: "Where the data comes from",
        blocks: [
          `Running status comes from the National Train Enquiry System (NTES) of the railway's Centre for Railway Information Systems. GPS units on locomotives report their position about every ${LIVE_STATUS.gpsEverySeconds} seconds, and control offices update expected times along the route.`,
        ],
      },
      {
        heading: "How late do trains run?",
        blocks: [
          "In 2024 the median delay was 18 minutes, and the average for mail, express and superfast trains was 39 minutes; Vande Bharat trains averaged 17 minutes. Fog in north India in December and January and monsoon rain on ghat sections cause the longest delays.",
          `If your train is more than ${TDR.lateHours} hours late and you decide not to travel, file a [TDR](/trains/tdr-rules) before it leaves your station for a full refund.`,
        ],
      },
      {
        heading: "Using live status with your ticket",
        blocks: [
          {
            list: [
              "Check [PNR status](/trains/check-pnr) after the chart is prepared for your coach and berth, then look for the coach position on the platform.",
              "Platform numbers come from the same enquiry system as the station display boards; check the board when you reach the station, as platforms can change.",
              "If the railway cancels the train, your fare is refunded automatically and you need not file anything.",
              "If the train is diverted and does not touch your boarding or destination station, you can file a [TDR](/trains/tdr-rules).",
            ],
          },
        ],
      },
    ],
    faq: [
      {
        q: "Can I see the status of a train that has not started?",
        a: "Yes. Before departure the page shows the scheduled times and says the train is yet to start.",
      },
      {
        q: "Why do I need to pick a date?",
        a: "A long-distance train can have several runs on the line at once. The date picks the run that left its first station that day.",
      },
      {
        q: "Does it show my coach position?",
        a: "Your PNR status shows your coach after charting. Check it with [PNR status](/trains/check-pnr).",
      },
      {
        q: "How accurate is the expected arrival time?",
        a: "It is the railway's own estimate, updated as the train reports its position. A train can make up or lose time on the way, so check again before you leave for the station.",
      },
    ],
    related: ["pnr-status", "railway-enquiry", "tdr-rules"],
  },

  irctc: {
    description:
      "Book IRCTC train tickets with Safar, an authorised IRCTC partner: how booking works, what it costs, and how payment and refunds are handled.",
    heading: "IRCTC train ticket booking",
    intro:
      "Safar is an authorised IRCTC partner. Your ticket is issued by IRCTC, and you confirm each booking with your IRCTC user ID on IRCTC's own page.",
    sections: [
      {
        heading: "How booking with Safar works",
        blocks: [
          {
            steps: [
              "[Search trains](/trains) for your route and date and compare classes, fares and availability.",
              "Enter travellers, your IRCTC user ID and contact details.",
              `Review the fare and pay by UPI, card, net banking or the Safar wallet within ${B.paymentMinutes} minutes.`,
              "Confirm with your IRCTC password on IRCTC's page. IRCTC issues the ticket and we send it by SMS and email.",
            ],
          },
          "If the booking fails after you pay, the whole amount comes back to you automatically.",
        ],
      },
      {
        heading: "After you book",
        blocks: [
          {
            list: [
              "Your e-ticket comes by SMS and email, and stays on the order in [My bookings](/trains/mybookings), where you can download it.",
              "Resend the ticket to up to 5 email addresses and 5 mobile numbers, for example to the people travelling.",
              "Follow your waiting list with [PNR status](/trains/check-pnr); we also send an SMS when the chart is prepared.",
              "Cancel some or all passengers, or file a [TDR](/trains/tdr-rules) if the railway's refund rules apply after the chart.",
              "Check where your train is with [live train status](/trains/check-lts) on the day.",
            ],
          },
        ],
      },
      {
        heading: "What it costs",
        blocks: [
          `You pay the railway's fare plus a convenience fee per ticket of ${rs(S.convenienceFeeNonAc)} for non-AC or ${rs(S.convenienceFeeAc)} for AC classes, plus ${S.gstOnFeePercent}% GST on the fee. Optional extras are shown before you pay: travel insurance at ${rs(S.insurance)} per passenger, and free cancellation at ${S.freeCancellationPercent}% of the adult fare (${rs(S.freeCancellationMin)} to ${rs(S.freeCancellationMax)} per passenger). See current [offers](/travel/offers) for promo codes.`,
        ],
      },
      {
        heading: "Rules IRCTC applies",
        blocks: [
          {
            list: [
              `Up to ${B.maxPassengers} passengers per ticket, ${B.maxTatkalPassengers} in Tatkal.`,
              `${B.monthlyTickets} tickets a month per user ID, or ${B.monthlyTicketsAadhaar} with Aadhaar verification.`,
              `Reservation opens ${B.arpDays} days ahead; Tatkal a day before, at ${T.acOpensAt} (AC) and ${T.nonAcOpensAt} (non-AC).`,
              "Online Tatkal and the reservation opening day need an Aadhaar-verified user ID.",
            ],
          },
        ],
      },
    ],
    faq: [
      {
        q: "Is a ticket booked on Safar the same as one booked on IRCTC?",
        a: "Yes. IRCTC issues it with a PNR in its system, and it is valid with a photo ID like any e-ticket.",
      },
      {
        q: "Does Safar see my IRCTC password?",
        a: "No. You type it only on IRCTC's page. Safar never asks for it or stores it.",
      },
      {
        q: "What if I do not finish paying in time?",
        a: `The payment window is ${B.paymentMinutes} minutes. If it closes before you pay, nothing is charged and you can start again from the search results.`,
      },
      {
        q: "How do I cancel?",
        a: "From [My bookings](/trains/mybookings). See [cancellation charges](/trains/railway-reservation-cancellation).",
      },
    ],
    related: ["irctc-account-login", "railway-reservation", "railway-reservation-cancellation"],
  },
};

/**
 * The copy of the content page `slug` (case-insensitive), or null when there
 * is none; in Hindi when asked and the guide has it (`content-pages-hi.ts`).
 */
export function contentPage(slug: string, locale: Locale = "en"): ContentPageCopy | null {
  const page = SEO_CONTENT_PAGES.find((p) => p.slug === slug.toLowerCase());
  if (!page) return null;
  return (
    (locale === "hi" ? contentPageHi(page.slug) : null) ?? {
      slug: page.slug,
      title: page.title,
      ...COPY[page.slug],
    }
  );
}

/** Every guide, for tests and links. */
export function allContentPages(): ContentPageCopy[] {
  return SEO_CONTENT_PAGES.map((p) => ({ slug: p.slug, title: p.title, ...COPY[p.slug] }));
}

/** The plain words of a page (links reduced to their text), for counting and checks. */
export function pageText(page: ContentPageCopy): string {
  const parts: string[] = [page.heading, page.intro];
  for (const s of page.sections) {
    parts.push(s.heading);
    for (const b of s.blocks) {
      if (typeof b === "string") parts.push(b);
      else if ("list" in b) parts.push(...b.list);
      else if ("steps" in b) parts.push(...b.steps);
      else parts.push(b.table.caption, ...b.table.head, ...b.table.rows.flat());
    }
  }
  for (const f of page.faq) parts.push(f.q, f.a);
  return parts.join("\n").replace(/\[([^\]]+)\]\((\/[^)]*)\)/g, "$1");
}

/** `text` split into plain strings and internal links (`[words](/path)`). */
export function linkParts(text: string): ({ text: string } | { text: string; href: string })[] {
  const parts: ({ text: string } | { text: string; href: string })[] = [];
  const re = /\[([^\]]+)\]\((\/[^)]*)\)/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[1] ?? "", href: m[2] ?? "/" });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Structured data for search engines: the breadcrumb trail and, where there is one, the FAQ. */
export function structuredData(
  origin: string,
  slug: string,
  heading: string,
  faq: readonly Faq[],
  hindi = false,
) {
  const plain = (text: string) =>
    linkParts(text)
      .map((p) => p.text)
      .join("");
  const data: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: hindi ? "ट्रेनें" : "Trains",
          item: `${origin}/trains${hindi ? "?lang=hi" : ""}`,
        },
        {
          "@type": "ListItem",
          position: 2,
          name: heading,
          item: `${origin}/trains/${slug}${hindi ? "?lang=hi" : ""}`,
        },
      ],
    },
  ];
  if (faq.length > 0) {
    data.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faq.map((f) => ({
        "@type": "Question",
        name: f.q,
        acceptedAnswer: { "@type": "Answer", text: plain(f.a) },
      })),
    });
  }
  // `<` escaped so no text can close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
