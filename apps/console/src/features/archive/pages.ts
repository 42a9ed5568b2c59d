import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Archive management (spec §2 /team/archiveManage). */
export const archivePages: FeaturePages = {
  teamArchiveManage: lazyPage(() => import("./pages/ArchiveManagePage")),
};
