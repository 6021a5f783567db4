import { RAILWAY_AADHAAR_PAGE } from "@safar/contracts/railway-ids";
import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/how-to-aadhaar-auth";

/**
 * `/trains/howToAadharAuth`: Aadhaar authentication help (spec §2). The steps
 * on the railway's own Aadhaar page (`RAILWAY_AADHAAR_PAGE`, issue 20), which
 * the link opens and which comes back here; what changes for Tatkal.
 */
export const handle = { headerTitle: "Aadhaar Help" } satisfies RouteHandle;

const HELP_PATH = "/trains/howToAadharAuth";
const AADHAAR_PAGE_HREF = `${RAILWAY_AADHAAR_PAGE}?${new URLSearchParams({ return: HELP_PATH })}`;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "How to Authenticate Your IRCTC Account with Aadhaar",
      description:
        "Step-by-step help to authenticate your IRCTC user ID with Aadhaar on the railway's page. Only Aadhaar-verified IRCTC users can book Tatkal tickets from 1 July 2025.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function HowToAadhaarAuth() {
  return (
    <Screen
      title="How to authenticate your IRCTC account with Aadhaar"
      lead="Only Aadhaar-verified railway users can book Tatkal from July 1, 2025. It takes a minute, on the railway's own page."
    >
      <Section name="Steps on the railway's page">
        <ol className="steps">
          <li>
            Open the railway's <a href={AADHAAR_PAGE_HREF}>Aadhaar authentication page</a>.
          </li>
          <li>
            Enter your IRCTC user ID and its password. You type the password on the railway's page
            only.
          </li>
          <li>
            Enter the 12 digits of your Aadhaar number (spaces between the groups are fine) and tick
            the box to give your consent. A mistyped number is refused at once: check the digits on
            your Aadhaar card.
          </li>
          <li>
            UIDAI sends a 6-digit OTP to the mobile number linked with your Aadhaar. Enter it within
            10 minutes. If it does not arrive, ask for a new one after 30 seconds (up to 5 an hour);
            after 5 wrong tries, ask for a new one.
          </li>
          <li>
            The page shows “Aadhaar authenticated: XXXX XXXX 1234” (the last four digits of your
            number) and takes you back. Safar shows the same beside your IRCTC user ID on the review
            and booking pages.
          </li>
        </ol>
        <p>
          <a className="button" href={AADHAAR_PAGE_HREF}>
            Authenticate Aadhaar
          </a>
        </p>
      </Section>
      <Section name="Tatkal bookings">
        <p>
          From 15 July 2025 each online Tatkal booking also needs an Aadhaar OTP. After you pay, the
          railway's page where you type your IRCTC password sends an OTP to the mobile number linked
          with your Aadhaar; type both to confirm the booking.
        </p>
        <p>
          An Aadhaar-authenticated user ID can book up to 24 tickets a month when a passenger on the
          ticket is Aadhaar-verified too; otherwise 12.
        </p>
      </Section>
      <Section name="Good to know">
        <p>
          Safar never sees your Aadhaar number or your IRCTC password: you enter them on the
          railway's page only. The railway keeps only the last four digits of the number and the
          date it was checked.
        </p>
        <p>
          A user ID stays authenticated with the Aadhaar number it was authenticated with; it cannot
          be changed on the page.
        </p>
      </Section>
    </Screen>
  );
}
