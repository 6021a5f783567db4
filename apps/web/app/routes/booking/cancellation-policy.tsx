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
import { POLICY, type PolicyMessages } from "../../i18n/policy.ts";
import { fill, translated, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
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

export function loader({ params, url, request }: Route.LoaderArgs) {
  if (!cancellationPolicyParamsSchema.safeParse(params).success) notFound();
  const messages = POLICY[localeOf(request)];
  return {
    messages,
    seo: pageSeo(url, {
      title: messages.policy_seoTitle,
      description: messages.policy_seoDescription,
      indexable: false,
    }),
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

const rs = formatPaise;

export default function CancellationPolicy() {
  const t = useMessages<PolicyMessages>();
  const [charges, special, free, refunds, tdr] = POLICY_SECTIONS;
  const acFee = convenienceFee("3A");
  const nonAcFee = convenienceFee("SL");
  const section = (name: string) => ({ name: translated(t, name), id: name });
  return (
    <Screen title={t.policy_title} lead={t.policy_lead}>
      <div className="cx-policy">
        <Section {...section(charges)}>
          <p>{t.policy_chargesIntro}</p>
          <div className="cx-table-wrap">
            <table className="cx-table">
              <caption>{t.policy_whenCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.policy_beforeDeparture}</th>
                  <th scope="col">{t.policy_chargePerPassenger}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t.policy_more48}</th>
                  <td>{t.policy_flatOfClass}</td>
                </tr>
                <tr>
                  <th scope="row">{t.policy_from48to12}</th>
                  <td>{t.policy_quarter}</td>
                </tr>
                <tr>
                  <th scope="row">{t.policy_from12to4}</th>
                  <td>{t.policy_half}</td>
                </tr>
                <tr>
                  <th scope="row">{t.policy_under4}</th>
                  <td>{t.policy_noRefundOnline}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <div className="cx-table-wrap">
            <table className="cx-table">
              <caption>{t.policy_flatCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.policy_class}</th>
                  <th scope="col">{t.policy_charge}</th>
                  <th scope="col">{t.policy_gst}</th>
                  <th scope="col">{t.policy_total}</th>
                </tr>
              </thead>
              <tbody>
                {FLAT_CHARGE_ROWS.map((row) => (
                  <tr key={row.classes.join("")}>
                    <th scope="row">{row.classes.join(", ")}</th>
                    <td>{rs(row.charge)}</td>
                    <td>{row.gst > 0 ? rs(row.gst) : t.policy_none}</td>
                    <td>{rs(row.charge + row.gst)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{t.policy_example}</p>
        </Section>
        <Section {...section(special)}>
          <ul>
            <li>
              {fill(t.policy_racWaitlist, {
                clerkage: rs(CLERKAGE_PAISE),
                clerkageGst: rs(CLERKAGE_PAISE + CLERKAGE_GST_AC_PAISE),
              })}
            </li>
            <li>{t.policy_fullyWaitlisted}</li>
            <li>{t.policy_mixedParty}</li>
            <li>{t.policy_tatkal}</li>
            <li>{t.policy_newTrains}</li>
          </ul>
        </Section>
        <Section {...section(free)}>
          <p>
            {fill(t.policy_freeCover, {
              percent: FREE_CANCELLATION.percent,
              min: rs(FREE_CANCELLATION.minPaise),
              max: rs(FREE_CANCELLATION.maxPaise),
            })}
          </p>
          <p>
            {fill(t.policy_notRefunded, {
              nonAc: rs(CONVENIENCE_FEE_PAISE.nonAc),
              ac: rs(CONVENIENCE_FEE_PAISE.ac),
              nonAcGst: rs(nonAcFee.gst),
              acGst: rs(acFee.gst),
            })}
          </p>
        </Section>
        <Section {...section(refunds)}>
          <p>{t.policy_refundsText}</p>
        </Section>
        <Section {...section(tdr)}>
          <p>
            {t.policy_tdrText} <a href="/trains/tdr-rules">{t.policy_tdrLink}</a>
          </p>
        </Section>
      </div>
    </Screen>
  );
}
