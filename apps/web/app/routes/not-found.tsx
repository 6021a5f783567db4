import { NotFoundScreen } from "./shared/not-found-screen.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "./shared/route-error.tsx";

/** `*`: any other path is the fallback page, with HTTP 404. */
export function loader(): never {
  notFound();
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function NotFound() {
  return <NotFoundScreen />;
}
