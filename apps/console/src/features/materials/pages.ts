import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** The material inventory (spec §3 Material and inventory, /resource/detailMaterial; issue 20). */
export const materialPages: FeaturePages = {
  resourceDetailMaterial: lazyPage(() => import("./pages/MaterialsPage")),
};
