import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Record templates (spec §2 /resource, /resource/myTemplate; §4 Templates): the centre and the author's own. */
export const templatePages: FeaturePages = {
  resource: lazyPage(() => import("./pages/TemplateCentrePage")),
  resourceMyTemplate: lazyPage(() => import("./pages/MyTemplatesPage")),
};
