import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Methods (SOPs) and prepared materials (spec §2 /resource; issue 20). */
export const methodPages: FeaturePages = {
  commonList_method: lazyPage(() => import("./pages/MethodsPage")),
  resourceExpMethodNew: lazyPage(() => import("./pages/NewMethodPage")),
  resourceDetailMethod: lazyPage(() => import("./pages/MethodDetailPage")),
  commonList_preparedMaterialsList: lazyPage(() => import("./pages/PreparedMaterialsPage")),
  resourceDetailReference: lazyPage(() => import("./pages/ReferencesPage")),
  resourceDetailFile: lazyPage(() => import("./pages/FilesPage")),
};
