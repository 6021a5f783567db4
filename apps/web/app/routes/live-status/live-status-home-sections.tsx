import type { IsoDate } from "@safar/domain/ist";
import { Section } from "../../components/ui/section.tsx";
import {
  LiveStatusForm,
  type LiveStatusFormValues,
} from "../../features/live-status/live-status-form.tsx";
import { RecentLtsSection } from "../../features/live-status/recent-lts-list.tsx";
import type { TrainOption } from "../../features/live-status/view.ts";
import type { LiveMessages } from "../../i18n/live-status.ts";
import { useMessages } from "../../lib/i18n.ts";

/** The live-status home screen's sections, shared with the `train-running-status` SEO landing page. */
export function LiveStatusHomeSections({
  today,
  initial,
  error,
  matches,
}: {
  today: IsoDate;
  initial?: LiveStatusFormValues;
  error?: string | undefined;
  matches?: readonly TrainOption[] | undefined;
}) {
  const t = useMessages<LiveMessages>();
  return (
    <>
      <Section name={t.findYourTrain}>
        <LiveStatusForm
          today={today}
          {...(initial ? { initial } : {})}
          error={error}
          matches={matches}
        />
      </Section>
      <RecentLtsSection />
    </>
  );
}
