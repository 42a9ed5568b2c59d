import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** The team's resources (spec §2 /resource): the common reaction formulas a record's reaction starts from (issue 16). */
export const resourcePages: FeaturePages = {
  commonList_listChemical: lazyPage(() => import("./pages/ReactionFormulasPage")),
};
