import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Self-made material categories (spec §2 /team/setting/material, issue 20). */
export const materialCategoryPages: FeaturePages = {
  teamSettingMaterial: lazyPage(() => import("./pages/MaterialCategoriesPage")),
};
