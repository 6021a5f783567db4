import { PROMO_ENDPOINTS, type PromoOffer } from "@safar/contracts/promo";
import { formatFare } from "@safar/domain/money";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { call } from "../../lib/api.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/offers";
import "./offers.css";

/**
 * `/travel/offers` (spec §2; §7 `v1/promotional/codes`; ADR 025): the offers
 * live now, each with its code as text (select and copy it before JavaScript
 * loads; a Copy button appears once it has), its terms, and where to use it:
 * the promo code box on the review screen.
 */
export const handle = { headerTitle: "Offers" } satisfies RouteHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  const answer = await call(context.get(apiContext), PROMO_ENDPOINTS.codes);
  return {
    seo: pageSeo(url, {
      title: "Offers on Train Tickets",
      description:
        "Current offers and promo codes for train ticket bookings on Safar, with their terms.",
    }),
    offers: answer.ok ? answer.data.offers : null,
    error: answer.ok ? null : answer.message,
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** The last day an offer is valid, in words (its end instant is exclusive). */
function lastDay(validTo: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(new Date(validTo).getTime() - 1));
}

function conditions(offer: PromoOffer): string[] {
  const list = [`Minimum booking ${formatFare(offer.minAmountPaise)}`];
  if (offer.classes) list.push(`Classes: ${offer.classes.join(", ")}`);
  if (offer.quotas) list.push(`Quota: ${offer.quotas.join(", ")}`);
  list.push(
    offer.perUserLimit === 1 ? "Once per account" : `${offer.perUserLimit} times per account`,
  );
  list.push(`Valid till ${lastDay(offer.validTo)}`);
  return list;
}

function CopyButton({ code }: { code: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  // Only once JavaScript runs can the button copy; before that the code is plain text to select.
  useEffect(() => setReady(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  if (!ready) return null;
  return (
    <button
      type="button"
      className="button button--secondary offer__copy"
      onClick={() => {
        void navigator.clipboard.writeText(code).then(() => setCopied(true));
      }}
    >
      {copied ? "Copied" : "Copy"}
      <span className="visually-hidden"> code {code}</span>
    </button>
  );
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { offers, error } = loaderData;
  return (
    <Screen
      title="Offers"
      lead="Save on your next train booking. Enter a code in the promo code box when you review your booking."
      wide
    >
      <Section name="Current offers">
        {offers === null ? (
          <p className="form-alert" role="alert">
            {error}
          </p>
        ) : offers.length === 0 ? (
          <p>There are no offers right now. Please check again soon.</p>
        ) : (
          <ul className="offer-list">
            {offers.map((offer) => (
              <li key={offer.code} className="offer">
                <p className="offer__headline">{offer.headline}</p>
                <h3 className="offer__title">{offer.title}</h3>
                <div className="offer__code-row">
                  <span className="offer__code-label">Code</span>
                  <code className="offer__code">{offer.code}</code>
                  <CopyButton code={offer.code} />
                </div>
                <ul className="offer__conditions">
                  {conditions(offer).map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
                <p className="offer__terms">{offer.terms}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section name="How to use a code">
        <ol className="offer-steps">
          <li>
            <Link to="/trains">Search trains</Link> and choose your train and class.
          </li>
          <li>Add travellers and continue to review.</li>
          <li>
            Type the code in the promo code box and choose Apply. The discount shows in the fare.
          </li>
          <li>
            Pay. The discount is fixed in the amount you pay; if the payment fails, the code is
            yours to use again.
          </li>
        </ol>
      </Section>
    </Screen>
  );
}
