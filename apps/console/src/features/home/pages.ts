import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** The home page (spec §2 `/`) and its project-oriented variant: the member's records, tasks and reviews. */
export const homePages: FeaturePages = {
  home: lazyPage(() => import("./pages/HomePage")),
};
