import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Train Ticket Booking | Safar" }];
}

export default function Home() {
  return (
    <main>
      <h1>Book train tickets</h1>
    </main>
  );
}
