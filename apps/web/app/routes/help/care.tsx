import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import { SupportEmail } from "../../components/ui/support-email.tsx";
import type { Route } from "./+types/care";

/**
 * `/care`: help. The questions travellers ask after booking, answered with
 * the railway's rules (facts.md §3, §6) and what Safar does, each pointing
 * to the page where it is done. Native `<details>`: no script needed.
 */
export const handle = { headerTitle: "Help" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "Help and Support",
      description:
        "Help with your Safar train bookings: cancellations, refunds, TDR, PNR status and contacting our support team.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** The answers; figures from the Railway Passengers (Cancellation of Ticket and Refund of Fare) Rules 2015 and later circulars. */
export const CARE_FAQ: { q: string; a: string }[] = [
  {
    q: "How do I cancel a ticket?",
    a: "Open the booking in My Bookings and choose Cancel ticket. Tick the passengers to cancel, see the refund, then confirm. Online cancellation is possible until the chart is prepared; after that, a refund is only possible by filing a TDR.",
  },
  {
    q: "How much is refunded when I cancel?",
    a: "For a confirmed ticket more than 48 hours before departure the railway keeps a flat charge per passenger: ₹240 in 1A and EC, ₹200 in 2A and FC, ₹180 in 3A, CC and 3E, ₹120 in SL, ₹60 in 2S, plus GST in AC classes. Between 48 and 12 hours it keeps 25 % of the fare, and from 12 hours until the chart 50 % (never less than the flat charge). RAC and waitlisted passengers get the fare back less ₹60 each (plus GST in AC) until 30 minutes before departure. Confirmed Tatkal tickets are not refunded. With free cancellation, the whole fare comes back if you cancel at least 4 hours before departure.",
  },
  {
    q: "When does my refund arrive?",
    a: "A refund to the wallet arrives at once. To UPI, a card or net banking it is sent to the same account and arrives within 7 working days; the order page shows each refund and its steps.",
  },
  {
    q: "My ticket is waitlisted. What happens at the chart?",
    a: "If every passenger is still waitlisted when the chart is prepared, the railway cancels the e-ticket and the fare is refunded to you automatically. Waitlisted passengers may not travel in reserved coaches.",
  },
  {
    q: "When is the chart prepared?",
    a: "For trains leaving between 05:00 and 14:00, by 21:00 the evening before; for the others, about 8 hours before departure. Coaches and berths then appear on the order page and the PNR status.",
  },
  {
    q: "What is a TDR and when can I file one?",
    a: "A Ticket Deposit Receipt claims a refund from the railway for a journey not made, or not as booked, after the chart. For example: the train was more than 3 hours late and you did not travel (file before it leaves), the AC failed (within 20 hours of arrival, with the certificate from the ticket examiner), or only part of the party travelled (within 72 hours of arrival). Open the booking and choose File TDR: it lists the reasons that apply to your ticket now and until when. The railway takes about 45 days or more to decide.",
  },
  {
    q: "Can I change my boarding station?",
    a: "Yes, once, for a confirmed or RAC ticket, until the chart is prepared, to a later station of the journey. After the change you cannot board at the original station. Choose Change boarding station on the booking.",
  },
  {
    q: "How do I get my e-ticket again?",
    a: "Download it as a PDF from the booking, or have it sent again to up to 5 email addresses and 5 mobile numbers. Carry it with the original of a photo identity proof.",
  },
];

export default function Care() {
  return (
    <Screen title="Help and support" lead="Answers about bookings, cancellations and refunds.">
      <Section name="Your bookings">
        <LinkList
          links={[
            { href: "/trains/mybookings", text: "My Bookings" },
            { href: "/trains/check-pnr", text: "PNR Status" },
            { href: "/trains/tdr-rules", text: "TDR rules" },
          ]}
        />
      </Section>
      <Section name="Frequently asked questions">
        <div className="faq">
          {CARE_FAQ.map((item) => (
            <details key={item.q} className="faq__item">
              <summary className="faq__q">{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      </Section>
      <Section name="Contact us">
        <p>
          Write to us at <SupportEmail /> with your order number.
        </p>
      </Section>
    </Screen>
  );
}
