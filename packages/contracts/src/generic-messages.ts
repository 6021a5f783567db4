/**
 * Spec §8's generic messages: the part of the one error catalogue
 * (errors.ts, `ERROR_MESSAGES`) that the web app's shell shows (the error
 * boundary, the chunk-failure dialog). A module of its own so the shell's
 * first-load JavaScript carries these three instead of the whole catalogue (W3).
 */
export const GENERIC_MESSAGES = {
  something_went_wrong: "Something went wrong!",
  try_again: "Sorry, something went wrong please try again.",
  oops: "Oops, there was an issue",
} as const;
