import { addDays, type IsoDate, istDate } from "@safar/domain/ist";
import { Form, Link } from "react-router";
import { clockContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/hotels";
import "../../components/ui/forms.css";
import { MAX_NIGHTS, MAX_PLACE, mapSearchUrl, parseStay, type StayQuery } from "./hotels-stay.ts";
import "./hotels.css";

/**
 * `/travel/hotels` (spec §2 Hotels, "hotels home"): Safar sells train tickets,
 * not hotel rooms. The hotels home plans a stay at the end of a train journey:
 * a place, a check-in date and nights (a plain GET form, before JavaScript
 * too); the answer links out to OpenStreetMap's search for hotels near that
 * place (a new tab), where each hotel's own site and phone are listed.
 */
export const handle = { headerTitle: "Hotels" } satisfies RouteHandle;

export function loader({ url, context }: Route.LoaderArgs) {
  const today = istDate(context.get(clockContext)());
  const { stay, errors } = parseStay(url.searchParams, today);
  return {
    seo: pageSeo(url, {
      title: "Hotels",
      description:
        "Plan a stay at the end of your train journey: find hotels near your destination station.",
    }),
    today,
    stay,
    errors,
    asked: {
      place: url.searchParams.get("place") ?? "",
      checkIn: url.searchParams.get("checkIn") ?? today,
      nights: url.searchParams.get("nights") ?? "1",
    },
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

const dayWords = (date: IsoDate) =>
  new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function Hotels({ loaderData }: Route.ComponentProps) {
  const { stay, errors, asked, today } = loaderData;
  const invalid = (k: keyof StayQuery) =>
    errors[k] ? { "aria-invalid": true, "aria-describedby": `stay-${k}-error` } : {};
  return (
    <Screen
      title="Hotels"
      lead="Plan a stay at the end of your train journey. Safar books train tickets; hotels are booked with the hotel."
    >
      <Section name="Find a hotel">
        <Form method="get" className="form hotels-form" noValidate>
          <Field id="stay-place" label="City or station" error={errors.place}>
            <input
              id="stay-place"
              name="place"
              className="form-field__control"
              defaultValue={asked.place}
              maxLength={MAX_PLACE}
              autoComplete="address-level2"
              {...invalid("place")}
            />
          </Field>
          <div className="hotels-form__row">
            <Field id="stay-checkIn" label="Check-in" error={errors.checkIn}>
              <input
                id="stay-checkIn"
                name="checkIn"
                type="date"
                className="form-field__control"
                min={today}
                defaultValue={asked.checkIn}
                {...invalid("checkIn")}
              />
            </Field>
            <Field id="stay-nights" label="Nights" error={errors.nights}>
              <input
                id="stay-nights"
                name="nights"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_NIGHTS}
                className="form-field__control"
                defaultValue={asked.nights}
                {...invalid("nights")}
              />
            </Field>
          </div>
          <button type="submit" className="button">
            Find hotels
          </button>
        </Form>
      </Section>
      {stay ? (
        <Section name={`Hotels near ${stay.place}`}>
          <p>
            {stay.nights === 1 ? "1 night" : `${stay.nights} nights`}: check in{" "}
            {dayWords(stay.checkIn)}, check out {dayWords(addDays(stay.checkIn, stay.nights))}.
          </p>
          <p>
            <a
              className="button"
              href={mapSearchUrl(stay.place)}
              target="_blank"
              rel="noopener noreferrer"
            >
              See hotels near {stay.place} on OpenStreetMap
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <p className="form-field__hint">
            The map lists hotels with their address, and often their phone and website; book and pay
            with the hotel. Safar does not share your details with them.
          </p>
        </Section>
      ) : null}
      <Section name="Travelling by train?">
        <LinkList
          links={[
            { href: "/trains", text: "Search trains" },
            { href: "/trains/check-pnr", text: "PNR status" },
            { href: "/travel/offers", text: "Offers" },
          ]}
        />
        <p className="form-field__hint">
          Plan check-in after your train is due: follow it on{" "}
          <Link to="/trains/check-lts">live train status</Link>.
        </p>
      </Section>
    </Screen>
  );
}
