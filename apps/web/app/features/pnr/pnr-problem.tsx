import { PnrForm } from "./pnr-form.tsx";

export type PnrProblemKind = "invalidLink" | "notFound" | "unavailable" | "noTicket";

const TITLES: Record<PnrProblemKind, string> = {
  invalidLink: "This link is not valid",
  notFound: "PNR not found",
  unavailable: "PNR status currently unavailable",
  noTicket: "No ticket yet",
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
  return (
    <>
      <div
        className={kind === "unavailable" ? "pnr-box pnr-box--error" : "pnr-box pnr-box--warning"}
      >
        <p className="pnr-box__title">{TITLES[kind]}</p>
        {message !== TITLES[kind] ? <p>{message}</p> : null}
        {kind === "unavailable" && message === TITLES[kind] ? (
          <p>Please try again in a few minutes.</p>
        ) : null}
      </div>
      <section className="screen-section" aria-labelledby="pnr-check-again">
        <h2 id="pnr-check-again" className="screen-section__title">
          Check a PNR
        </h2>
        <PnrForm defaultValue={pnr ?? ""} />
      </section>
    </>
  );
}
