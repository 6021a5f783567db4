import { useEffect } from "react";
import { useNavigation } from "react-router";
import { shell } from "../../lib/shell-store.ts";

/**
 * Whether this page's form is being sent (and, after it, the next page
 * loading), with the shell's 'Hold Tight!!' loader (spec §1, §3) shown
 * meanwhile. Before JavaScript the browser's own page load is the busy state.
 */
export function useSubmitting(message: string): boolean {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useEffect(() => {
    if (!submitting) return;
    shell.showHoldTight({ message });
    return () => shell.hideHoldTight();
  }, [submitting, message]);
  return submitting;
}
