import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** The global search (spec §2 /globSearch?key=…): records, projects and record books, by title, number and content. */
export const searchPages: FeaturePages = {
  globSearch: lazyPage(() => import("./pages/GlobalSearchPage")),
};
