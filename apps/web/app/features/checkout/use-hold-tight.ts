import { useEffect } from "react";
import { useNavigation } from "react-router";
import { shell } from "../../lib/shell-store.ts";

/**
 * Whether this page's form is being sent (and, after it, the next page
 * loading), with the shell's 'Hold Tight!!' loader (spec §1, §3) shown
 * meanwhile. Before JavaScript the browser's own page load is the busy state.
 */
export function useSubmitting(
  message: string,
  /** Which of the page's posts count (default: every one). */
  counts: (form: FormData | undefined) => boolean = () => true,
): boolean {
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    counts(navigation.formData);
  useEffect(() => {
    if (!submitting) return;
    shell.showHoldTight({ message });
    return () => shell.hideHoldTight();
  }, [submitting, message]);
  return submitting;
}
