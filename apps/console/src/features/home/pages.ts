import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** The home page (spec §2 `/`): what needs the member now, from one call (GET /api/home). */
export const homePages: FeaturePages = {
  home: lazyPage(() => import("./pages/HomePage")),
};
