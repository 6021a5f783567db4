import { SkeletonSection } from "../shared/screen.tsx";

/** The live-status home screen's sections, shared with the `train-running-status` SEO landing page. */
export function LiveStatusHomeSections() {
  return (
    <>
      <SkeletonSection name="Find your train">
        <p>Enter a train number or name, your boarding station and the journey date.</p>
      </SkeletonSection>
      <SkeletonSection name="Recent live status searches" />
    </>
  );
}
