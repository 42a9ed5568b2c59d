import type { FeaturePages } from "../../app/feature-pages";

/** Projects, tasks, record books and record lists (spec §2 /project, /record, /team/project, /team/myTask). */
export const projectPages: FeaturePages = {};
