import type { InsuranceHome } from "@safar/contracts/home-extras";
import { formatPaise } from "@safar/domain/money";
import { Section } from "../../components/ui/section.tsx";
import type { ProtectionMessages } from "../../i18n/protection.ts";
import { fill, useMessages } from "../../lib/i18n.ts";

/** ₹10,00,000.00 → ₹10,00,000 (whole rupees need no paise). */
const rupees = (paise: number) => formatPaise(paise).replace(/\.00$/, "");

/**
 * Home's free-cancellation nudge (its cohort's words; none for the control
 * cohort C) and the travel insurance card (`v1/insurance/homepage`).
 */
export function ProtectionCards({ home }: { home: InsuranceHome }) {
  const t = useMessages<ProtectionMessages>();
  const nudge = home.freeCancellation;
  const key = nudge
    ? (`nudge_${nudge.cohort}` as "nudge_A" | "nudge_B" | "nudge_easy_tatkal")
    : null;
  return (
    <Section name={t.protectTitle} id="Travel protection">
      <div className="protect-cards">
        {nudge && key ? (
          <div className="protect-card protect-card--nudge" data-cohort={nudge.cohort}>
            <h3 className="protect-card__title">{t[`${key}_title`]}</h3>
            <p>{fill(t[`${key}_text`], { from: rupees(nudge.fromPaise) })}</p>
          </div>
        ) : null}
        <div className="protect-card">
          <h3 className="protect-card__title">
            {fill(t.insuranceTitle, { premium: formatPaise(home.insurance.premiumPaise) })}
          </h3>
          <p className="protect-card__sub">{t.insuranceCover}</p>
          <ul className="protect-card__list">
            {home.insurance.cover.map((c, i) => (
              <li key={c.label}>
                {t[`insurance_${i}` as "insurance_0"] ?? c.label}: {rupees(c.amountPaise)}
              </li>
            ))}
          </ul>
          <p className="protect-card__who">
            {fill(t.insuranceWho, { age: home.insurance.minAge })}
          </p>
        </div>
      </div>
    </Section>
  );
}
