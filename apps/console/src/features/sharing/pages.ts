import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Resource sharing (spec §2 /resource/share, todayShare, allShare, todayApply, allApply). */
export const sharingPages: FeaturePages = {
  resourceShare: lazyPage(() => import("./pages/MySharesPage")),
  resourceTodayShare: lazyPage(() => import("./pages/SharedTodayPage")),
  resourceAllShare: lazyPage(() => import("./pages/SharedAllPage")),
  resourceTodayApply: lazyPage(() => import("./pages/AppliedTodayPage")),
  resourceAllApply: lazyPage(() => import("./pages/AppliedAllPage")),
};
