import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [index("routes/home/home.tsx", { id: "home-root" }), route("trains", "routes/home/home.tsx")] satisfies RouteConfig;
