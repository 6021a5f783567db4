/** The marker the home link carries (spec §2: "The home link adds from=travelHome when absent"). */
const HOME_FROM_PARAM = "from";
const HOME_FROM_VALUE = "travelHome";
const HOME_PATH = "/trains/";

/** `href` with `from=travelHome` added when it has no `from` parameter yet. */
export function withHomeMarker(href: string = HOME_PATH): string {
  const hashAt = href.indexOf("#");
  const hash = hashAt >= 0 ? href.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : "");
  if (!params.has(HOME_FROM_PARAM)) params.set(HOME_FROM_PARAM, HOME_FROM_VALUE);
  return `${path}?${params.toString()}${hash}`;
}
