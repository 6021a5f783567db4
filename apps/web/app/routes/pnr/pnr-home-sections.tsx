import { Section } from "../../components/ui/section.tsx";
import { PnrForm } from "../../features/pnr/pnr-form.tsx";
import { RecentPnrs } from "../../features/pnr/recent-pnrs.tsx";
import type { PnrMessages } from "../../i18n/pnr.ts";
import { useMessages } from "../../lib/i18n.ts";
import "../../components/ui/forms.css";
import "../../features/pnr/pnr.css";

/**
 * The PNR home screen's sections, shared with the `pnr-status` SEO landing
 * page (spec §2): the PNR form (a GET form to `/trains/check-pnr`, whose
 * loader checks the PNR) and the recent PNR searches of this device.
 */
export function PnrHomeSections({
  pnr = "",
  error = null,
}: {
  pnr?: string;
  error?: string | null;
}) {
  const t = useMessages<PnrMessages>();
  return (
    <>
      <Section name={t.enterYourPnr}>
        <PnrForm defaultValue={pnr} error={error} />
      </Section>
      <RecentPnrs />
    </>
  );
}
