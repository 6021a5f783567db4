import type { PnrMessages } from "../../i18n/pnr.ts";
import { useMessages } from "../../lib/i18n.ts";
import { translatedPattern } from "../../lib/i18n-patterns.ts";
import { PnrForm } from "./pnr-form.tsx";

export type PnrProblemKind = "invalidLink" | "notFound" | "unavailable" | "noTicket";

const TITLES: Record<PnrProblemKind, keyof PnrMessages> = {
  invalidLink: "problem_invalidLink",
  notFound: "problem_notFound",
  unavailable: "problem_unavailable",
  noTicket: "problem_noTicket",
};

/**
 * A status page that cannot show a ticket: why, in words, and the PNR form
 * (filled with the PNR of the link, when it has one) to check it again.
 */
export function PnrProblem({
  kind,
  message,
  pnr,
}: {
  kind: PnrProblemKind;
  message: string;
  pnr: string | null;
}) {
  const t = useMessages<PnrMessages>();
  const en = t[TITLES[kind]];
  // The API's message repeats the title in English when it has nothing more to say.
  const same = message === en || translatedPattern(t, message) === en;
  return (
    <>
      <div
        className={kind === "unavailable" ? "pnr-box pnr-box--error" : "pnr-box pnr-box--warning"}
      >
        <p className="pnr-box__title">{en}</p>
        {same ? null : <p>{translatedPattern(t, message)}</p>}
        {kind === "unavailable" && same ? <p>{t.tryAgainLater}</p> : null}
      </div>
      <section className="screen-section" aria-labelledby="pnr-check-again">
        <h2 id="pnr-check-again" className="screen-section__title">
          {t.checkAPnr}
        </h2>
        <PnrForm defaultValue={pnr ?? ""} />
      </section>
    </>
  );
}
