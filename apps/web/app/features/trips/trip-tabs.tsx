import type { SwitchButtonDetails, TripBrief } from "@safar/contracts/trip-view";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { TripsMessages } from "../../i18n/trips.ts";
import { translated, useMessages } from "../../lib/i18n.ts";
import "./trips.css";

/**
 * Spec §3 switch_button_details, §4: a two-train order switches between a
 * First train and a Second train tab. Before JavaScript the tabs are links
 * to each train's order page (the current one marked); once it runs they
 * are ARIA tabs — arrow keys, Home and End move between them and show that
 * train's page in the panel, without reloading. Each tab says its train's
 * status in words beside its colour.
 */
export function TripTabs({
  details,
  trip,
  children,
}: {
  details: SwitchButtonDetails;
  trip: TripBrief;
  children: ReactNode;
}) {
  const w = useMessages<TripsMessages>();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const navigate = useNavigate();
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const statusOf = (id: string) => trip.legs.find((l) => l.orderId === id);
  const panelId = "trip-panel";

  const show = (index: number) => {
    const tab = details.list[index];
    if (!tab) return;
    tabs.current[index]?.focus();
    if (tab.id !== details.selected) {
      void navigate(tab.href, { replace: true, preventScrollReset: true });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = details.list.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    show(next);
  };

  const label = (tab: SwitchButtonDetails["list"][number]) => {
    const leg = statusOf(tab.id);
    return (
      <>
        <span className="trip-tab__name">{translated(w, tab.label)}</span>
        <span className="trip-tab__train">
          {leg ? `${leg.trainNumber} · ${leg.from} → ${leg.to}` : ""}
        </span>
        <span className={`trip-pill trip-pill--${tab.tone}`}>
          {leg?.label ? translated(w, leg.label) : ""}
        </span>
      </>
    );
  };

  if (!enhanced) {
    return (
      <>
        <nav aria-label={w.trip_trainsOfJourney} className="trip-tabs">
          <ul className="trip-tabs__list">
            {details.list.map((tab) => (
              <li key={tab.id}>
                <a
                  href={tab.href}
                  className="trip-tab"
                  data-tone={tab.tone}
                  aria-current={tab.id === details.selected ? "page" : undefined}
                >
                  {label(tab)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div id={panelId}>{children}</div>
      </>
    );
  }
  const selected = details.list.find((t) => t.id === details.selected);
  return (
    <>
      <div role="tablist" aria-label={w.trip_trainsOfJourney} className="trip-tabs trip-tabs__list">
        {details.list.map((tab, i) => {
          const on = tab.id === details.selected;
          return (
            <a
              key={tab.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              role="tab"
              id={`trip-tab-${tab.id}`}
              href={tab.href}
              className="trip-tab"
              data-tone={tab.tone}
              aria-selected={on}
              aria-controls={panelId}
              tabIndex={on ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                show(i);
              }}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {label(tab)}
            </a>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={selected ? `trip-tab-${selected.id}` : undefined}
        className="trip-panel"
      >
        {children}
      </div>
    </>
  );
}
