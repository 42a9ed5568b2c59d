import type { FeaturePages } from "../../app/feature-pages";
import { lazyPage } from "../../app/lazy-page";

/** Projects, tasks, record books and record lists (spec §2 /project, /record, /team/project, /team/myTask), the task pages and a manager's record view. */
export const projectPages: FeaturePages = {
  project: lazyPage(() => import("./pages/ProjectPage")),
  projectOverdue: lazyPage(() => import("./pages/ProjectPage")),
  record: lazyPage(() => import("./pages/RecordPage")),
  recordOverdue: lazyPage(() => import("./pages/RecordPage")),
  teamProject: lazyPage(() => import("./pages/TeamProjectPage")),
  teamMyTask: lazyPage(() => import("./pages/MyTaskPage")),
  // A manager's oversight of records lives here with the record lists it extends (features do not import each other).
  teamRecordView: lazyPage(() => import("./pages/RecordViewPage")),
  teamMemberRecord: lazyPage(() => import("./pages/MemberRecordPage")),
  teamAllTask: lazyPage(() => import("./pages/AllTaskPage")),
  teamMyTaskDetail: lazyPage(() => import("./pages/MyTaskDetailPage")),
  // /team/task/{id} and /team/taskDetail/{id} take the same task (the project model has one kind of
  // task): /team/task is the task as a team — details and its members with their records counted;
  // /team/taskDetail is what was recorded in it — its records with their statuses, and its history.
  teamTask: lazyPage(() => import("./pages/TaskPage")),
  teamTaskDetail: lazyPage(() => import("./pages/TaskDetailPage")),
};
