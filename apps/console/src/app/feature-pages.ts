import type { RouteObject } from "react-router";

/** A feature's own pages: route name (route-table.ts) → its lazily loaded component (lazyPage). */
export type FeaturePages = Readonly<Record<string, RouteObject["lazy"]>>;
