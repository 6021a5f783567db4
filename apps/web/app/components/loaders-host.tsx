import { useShell } from "../lib/shell-store.ts";

const DEFAULT_LOADER_IMAGES = ["/images/hold-tight-train.svg"];

/**
 * The full-screen loader and the 'Hold Tight!!' loader (spec §1, §3). The
 * status region stays in the page so its content is announced when it
 * appears.
 */
export function LoaderHost() {
  const fullScreen = useShell((s) => s.fullScreenLoader);
  const loader = useShell((s) => s.loader);
  return (
    <div role="status" className="loader-region">
      {loader.isLoaderVisible ? (
        <div className="hold-tight" data-loader="hold-tight">
          <div className="hold-tight__card">
            <div className="hold-tight__images">
              {(loader.loaderImages.length > 0 ? loader.loaderImages : DEFAULT_LOADER_IMAGES).map(
                (src) => (
                  <img key={src} src={src} alt="" width="120" height="80" />
                ),
              )}
            </div>
            <p className="hold-tight__title">Hold Tight!!</p>
            {loader.loaderMessage ? (
              <p className="hold-tight__message">{loader.loaderMessage}</p>
            ) : null}
            <span className="spinner" aria-hidden="true" />
          </div>
        </div>
      ) : fullScreen ? (
        <div className="fullscreen-loader" data-loader="full-screen">
          <span className="spinner spinner--large" aria-hidden="true" />
          <span className="visually-hidden">Loading</span>
        </div>
      ) : null}
    </div>
  );
}
