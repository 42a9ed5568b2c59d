import type { ActingMember } from "../project/project";
import type { Viewer } from "./viewing-scope";

/** Test support: a member of department `chem` who sees every project of the organisation and records only through their own part in them. */
export function viewerOf(memberId: string, over: Partial<Viewer> = {}): Viewer {
  return {
    memberId,
    isOrganisationAdmin: false,
    departmentIds: ["chem"],
    levels: { project: new Set(["organisation"]), task: new Set(["own"]), experiment: new Set(["ownInDepartment"]) },
    projectIds: [],
    taskIds: [],
    ledProjectIds: [],
    ledTaskIds: [],
    sharedProjectIds: [],
    ...over,
  };
}

/** Test support: the member acting; `admin` administers the organisation (sees and may do everything). */
export function acting(memberId: string, { admin = false, viewer = {} }: { admin?: boolean; viewer?: Partial<Viewer> } = {}) {
  return {
    memberId,
    isOrganisationAdmin: admin,
    viewer: viewerOf(memberId, { isOrganisationAdmin: admin, ...viewer }),
  } satisfies ActingMember;
}
