import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/how-to-aadhaar-auth";

/** `/trains/howToAadharAuth`: Aadhaar authentication help. */
export const handle = { headerTitle: "Aadhaar Help" } satisfies RouteHandle;

export function loader({ url }: Route.LoaderArgs) {
  return {
    seo: pageSeo(url, {
      title: "How to Authenticate Your IRCTC Account with Aadhaar",
      description:
        "Step-by-step help to authenticate your IRCTC user ID with Aadhaar. Only Aadhaar-verified IRCTC users can book Tatkal tickets from 1 July 2025.",
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function HowToAadhaarAuth() {
  return (
    <Screen
      title="How to authenticate your IRCTC account with Aadhaar"
      lead="Only Aadhaar-verified IRCTC users can book Tatkal tickets from 1 July 2025."
    >
      <Section name="Steps on the IRCTC website">
        <ol className="steps">
          <li>Sign in at irctc.co.in with your IRCTC user ID.</li>
          <li>Open My Account and choose Authenticate User.</li>
          <li>Enter your Aadhaar number or Virtual ID and confirm your details.</li>
          <li>Enter the OTP sent to the mobile number linked with your Aadhaar.</li>
          <li>Give your consent and submit. Your account now shows as Aadhaar authenticated.</li>
        </ol>
      </Section>
      <Section name="Good to know">
        <p>
          Safar never asks for your Aadhaar number or your IRCTC password: you enter them on the
          IRCTC website only.
        </p>
        <p>
          <a href="https://www.irctc.co.in/" target="_blank" rel="noopener noreferrer">
            Go to the IRCTC website<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </Section>
    </Screen>
  );
}
