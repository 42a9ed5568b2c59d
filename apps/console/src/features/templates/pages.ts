import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Record templates (spec §2 /resource, /resource/myTemplate, /team/publish, /team/approvedPublish; §4 Templates). */
export const templatePages: FeaturePages = {
  resource: lazyPage(() => import("./pages/TemplateCentrePage")),
  resourceMyTemplate: lazyPage(() => import("./pages/MyTemplatesPage")),
  teamPublish: lazyPage(() => import("./pages/PublishQueuePage")),
  teamApprovedPublish: lazyPage(() => import("./pages/ApprovedPublishPage")),
};
