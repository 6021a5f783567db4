import { SkeletonSection } from "../shared/screen.tsx";

/** The PNR home screen's sections, shared with the `pnr-status` SEO landing page (spec §2). */
export function PnrHomeSections() {
  return (
    <>
      <SkeletonSection name="Enter your PNR">
        <p>Your PNR is the 10-digit number printed at the top of your ticket.</p>
      </SkeletonSection>
      <SkeletonSection name="Recent PNR searches" />
    </>
  );
}
