import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Label templates and printing (spec §2 /resource/commonList/tagDesignTemplate and tagSelectTemplate, issue 20). */
export const labelPages: FeaturePages = {
  commonList_tagDesignTemplate: lazyPage(() => import("./pages/LabelTemplatesPage")),
  commonList_tagSelectTemplate: lazyPage(() => import("./pages/PrintLabelsPage")),
};
