import { useNavigation } from "react-router";
import { useShell } from "../lib/shell-store.ts";

/** A thin bar at the top while a navigation is pending. */
export function PageProgress() {
  const navigation = useNavigation();
  const routeLoading = useShell((s) => s.routeLoading);
  const busy = navigation.state !== "idle" || routeLoading;
  return <div className={busy ? "page-progress is-active" : "page-progress"} aria-hidden="true" />;
}

/** Whether a page change is pending, to dim the page (0.3 s transition, spec §9). */
export function usePageBusy(): boolean {
  const navigation = useNavigation();
  const routeLoading = useShell((s) => s.routeLoading);
  return navigation.state === "loading" || routeLoading;
}
