import { TATKAL_SCHEDULE_LIMITS } from "@safar/contracts/tatkal-schedule";
import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/oct-tnc";

/**
 * `/trains/oct-tnc`: the terms of one-click Tatkal scheduling (page code 5,
 * ADR 022): what is booked and when, the queue, the money, the railway's
 * authorisation, the limits, and what can go wrong — as the code does it.
 */
export const handle = { pageCode: 5, headerTitle: "Tatkal Terms" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "One-Click Tatkal Scheduling: Terms and Conditions",
      description:
        "The terms for scheduling a Tatkal booking in advance with Safar's one-click Tatkal: how scheduling, the queue, payment and cancellation work.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

const LIMIT = TATKAL_SCHEDULE_LIMITS.perOpening;
const CUTOFF_MINUTES = TATKAL_SCHEDULE_LIMITS.closesBeforeMs / 60_000;

export default function OctTnc() {
  return (
    <Screen
      title="One-click Tatkal scheduling: terms and conditions"
      lead="Schedule your Tatkal booking in advance. We notify you 15 minutes before Tatkal booking opens."
    >
      <Section name="How scheduling works">
        <ul>
          <li>
            Tatkal opens the day before the journey (counted from the day the train leaves its first
            station): at 10:00 for AC classes and 11:00 for sleeper and second sitting.
          </li>
          <li>
            Choose the train, class and date with the Tatkal quota, add your travellers, and choose
            Schedule one-click Tatkal. At the opening second Safar books them for you with the IRCTC
            user ID you chose.
          </li>
          <li>
            Your booking joins the same queue as every traveller who books by hand, at the opening
            second. Scheduling saves you the rush; it does not put you ahead of anyone, and it
            cannot promise a confirmed berth.
          </li>
          <li>
            You choose beforehand what to do if only the waiting list is left: book on the Tatkal
            waiting list, or not book at all.
          </li>
          <li>
            We tell you by SMS and e-mail 15 minutes before Tatkal opens, and again with the result.
            Your scheduled bookings and what became of them are on the home page.
          </li>
        </ul>
      </Section>
      <Section name="Payment">
        <ul>
          <li>
            When you schedule, the amount shown is held in your wallet: you cannot spend it, but it
            is not taken.
          </li>
          <li>
            It is taken only if the railway issues a ticket. If nothing is booked — the class sold
            out, the waiting list was full or you did not want it, or the railway refused — the
            whole amount is given back to your wallet at once.
          </li>
          <li>
            If the fare changed by the opening, the held amount follows it; if your wallet cannot
            cover a higher fare, nothing is booked and nothing is taken ('Low Wallet balance!').
          </li>
        </ul>
      </Section>
      <Section name="The railway's authorisation">
        <ul>
          <li>
            Only Aadhaar-verified railway users can book Tatkal, with an Aadhaar OTP for each
            booking. When you schedule, the railway's own page asks for your IRCTC password and an
            Aadhaar OTP for this one booking. Safar never sees your password.
          </li>
          <li>
            The railway uses that authorisation once, for this train, class, date and number of
            travellers, until an hour after the opening.
          </li>
        </ul>
      </Section>
      <Section name="Limits and cancellation">
        <ul>
          <li>
            Up to {LIMIT} scheduled bookings for each Tatkal opening, per Safar account and per
            IRCTC user ID ('Tatkal scheduling limit reached').
          </li>
          <li>
            You can edit the travellers or delete a scheduled booking until {CUTOFF_MINUTES} minutes
            before Tatkal opens; the held amount goes back to your wallet. Editing the travellers
            means scheduling again, with a new authorisation on the railway's page.
          </li>
          <li>
            A booked Tatkal ticket follows the railway's Tatkal rules: a confirmed Tatkal ticket is
            not refunded on cancellation; a waitlisted one is refunded less the clerkage charge.
          </li>
        </ul>
      </Section>
    </Screen>
  );
}
