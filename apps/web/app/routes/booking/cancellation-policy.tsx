import { cancellationPolicyParamsSchema } from "@safar/contracts/route-params";
import {
  CONVENIENCE_FEE_PAISE,
  convenienceFee,
  FREE_CANCELLATION,
} from "@safar/domain/booking-charges";
import {
  CLERKAGE_GST_AC_PAISE,
  CLERKAGE_PAISE,
  FLAT_CHARGE_ROWS,
} from "@safar/domain/cancellation-policy";
import { formatPaise } from "@safar/domain/money";
import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../features/cancellation/cancellation.css";
import type { Route } from "./+types/cancellation-policy";

/**
 * `/trains/cancellationPolicy/:reviewInfo`: `reviewInfo` is a base64 deep-link
 * value (spec §5). The policy the traveller agrees to before paying: the
 * railway's charges (facts.md §6; the figures from
 * `@safar/domain/cancellation-policy`, tested equal to the railway's), the
 * free-cancellation cover and fees (`@safar/domain/booking-charges`), where
 * refunds go, and the TDR.
 */
export const handle = { headerTitle: "Cancellation" } satisfies RouteHandle;

export const POLICY_SECTIONS = [
  "Cancellation charges",
  "RAC, waitlist, Tatkal and special trains",
  "Free cancellation",
  "Refunds",
  "Filing a TDR",
] as const;

export function loader({ params, url }: Route.LoaderArgs) {
  if (!cancellationPolicyParamsSchema.safeParse(params).success) notFound();
  return {
    seo: pageSeo(url, {
      title: "Cancellation and Refund Policy",
      description:
        "Cancellation charges and refund rules for your train booking, and when to file a TDR.",
      indexable: false,
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

const rs = formatPaise;

export default function CancellationPolicy() {
  const [charges, special, free, refunds, tdr] = POLICY_SECTIONS;
  const acFee = convenienceFee("3A");
  const nonAcFee = convenienceFee("SL");
  return (
    <Screen
      title="Cancellation and refund policy"
      lead="What you get back if you cancel, by class and by time before departure."
    >
      <div className="cx-policy">
        <Section name={charges}>
          <p>
            For a confirmed ticket the railway keeps a charge per passenger, by how long before the
            scheduled departure from your boarding station you cancel (Railway Passengers
            (Cancellation of Ticket and Refund of Fare) Rules, 2015). On AC classes, Executive and
            First Class, 5% GST is added to the charge.
          </p>
          <div className="cx-table-wrap">
            <table className="cx-table">
              <caption>When you cancel a confirmed ticket</caption>
              <thead>
                <tr>
                  <th scope="col">Before departure</th>
                  <th scope="col">Charge per passenger</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">More than 48 hours</th>
                  <td>The flat charge of the class (below)</td>
                </tr>
                <tr>
                  <th scope="row">48 to 12 hours</th>
                  <td>25% of the fare, at least the flat charge</td>
                </tr>
                <tr>
                  <th scope="row">12 to 4 hours, or until the chart is prepared if earlier</th>
                  <td>50% of the fare, at least the flat charge</td>
                </tr>
                <tr>
                  <th scope="row">Less than 4 hours, or after the chart</th>
                  <td>No refund online; file a TDR if you did not travel</td>
                </tr>
              </tbody>
            </table>
          </div>
          <div className="cx-table-wrap">
            <table className="cx-table">
              <caption>Flat charge per passenger</caption>
              <thead>
                <tr>
                  <th scope="col">Class</th>
                  <th scope="col">Charge</th>
                  <th scope="col">GST</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {FLAT_CHARGE_ROWS.map((row) => (
                  <tr key={row.classes.join("")}>
                    <th scope="row">{row.classes.join(", ")}</th>
                    <td>{rs(row.charge)}</td>
                    <td>{row.gst > 0 ? rs(row.gst) : "None"}</td>
                    <td>{rs(row.charge + row.gst)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            For example, an AC 3 Tier ticket of ₹1,410.00 (Saraighat Express, Howrah to Kamakhya)
            cancelled three days before departure gets ₹1,221.00 back (₹180.00 and ₹9.00 GST kept);
            24 hours before, ₹1,039.87 (25%: ₹352.50 and ₹17.63 GST kept); 6 hours before, ₹669.75
            (50%: ₹705.00 and ₹35.25 GST kept).
          </p>
        </Section>
        <Section name={special}>
          <ul>
            <li>
              RAC and waitlisted tickets: the fare less a clerkage of {rs(CLERKAGE_PAISE)} per
              passenger ({rs(CLERKAGE_PAISE + CLERKAGE_GST_AC_PAISE)} with GST on AC classes), if
              you cancel at least 30 minutes before departure; nothing after that.
            </li>
            <li>
              A fully waitlisted e-ticket is cancelled automatically when the chart is prepared, and
              the fare less the same clerkage goes back to your payment method.
            </li>
            <li>
              After the chart, confirmed passengers of a party with mixed status get the fare less
              clerkage only if the whole party cancels at least 30 minutes before departure.
            </li>
            <li>
              Confirmed Tatkal and Premium Tatkal tickets: no refund. Waitlisted Tatkal: the fare
              less clerkage.
            </li>
            <li>
              Vande Bharat Sleeper and Amrit Bharat trains (rules of January 2026): 25% kept more
              than 72 hours before departure, 50% from 72 to 8 hours, no refund in the last 8 hours.
            </li>
          </ul>
        </Section>
        <Section name={free}>
          <p>
            Free cancellation costs {FREE_CANCELLATION.percent}% of the adult fare per paying
            passenger, rounded up to the rupee, at least {rs(FREE_CANCELLATION.minPaise)} and at
            most {rs(FREE_CANCELLATION.maxPaise)}. Cancel at least 4 hours before departure and you
            get the whole ticket fare of each passenger you cancel back, whatever the railway keeps:
            Safar pays the railway's charges for you.
          </p>
          <p>
            Not refunded on any cancellation: the price of free cancellation, travel insurance, and
            the convenience fee of the ticket ({rs(CONVENIENCE_FEE_PAISE.nonAc)} non-AC,{" "}
            {rs(CONVENIENCE_FEE_PAISE.ac)} AC, per ticket) with its GST ({rs(nonAcFee.gst)} and{" "}
            {rs(acFee.gst)}).
          </p>
        </Section>
        <Section name={refunds}>
          <p>
            Refunds go back to the way you paid. Wallet payments are credited to your wallet at
            once. UPI, card and net banking refunds reach your account within 5 to 7 working days;
            the cancellation page of your order shows the date and each step of your refund.
          </p>
        </Section>
        <Section name={tdr}>
          <p>
            When a ticket cannot be cancelled online (after the chart, or less than 4 hours before
            departure), you may claim a refund by filing a Ticket Deposit Receipt (TDR), for example
            when the train ran more than 3 hours late and you did not travel (file before it
            actually leaves), or the AC did not work (within 20 hours of arrival). The railway
            decides TDR refunds, usually within 45 to 90 days.{" "}
            <a href="/trains/tdr-rules">TDR rules and reasons</a>
          </p>
        </Section>
      </div>
    </Screen>
  );
}
