import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Projects, tasks, record books and record lists (spec §2 /project, /record, /team/project, /team/myTask). */
export const projectPages: FeaturePages = {
  project: lazyPage(() => import("./pages/ProjectPage")),
  projectOverdue: lazyPage(() => import("./pages/ProjectPage")),
  record: lazyPage(() => import("./pages/RecordPage")),
  recordOverdue: lazyPage(() => import("./pages/RecordPage")),
  teamProject: lazyPage(() => import("./pages/TeamProjectPage")),
  teamMyTask: lazyPage(() => import("./pages/MyTaskPage")),
};
