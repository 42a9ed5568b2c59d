export interface HelpGroup {
  /** Title key under `help.groups`. */
  readonly key: string;
  readonly steps: readonly { readonly key: string; readonly to: string }[];
}

/** Spec §2 help panel: the initialization guide in three groups of steps. */
export const HELP_GROUPS: readonly HelpGroup[] = [
  {
    key: "teamManage",
    steps: [
      { key: "setPermissions", to: "/team/power" },
      { key: "addMembers", to: "/team/member" },
      { key: "createProjects", to: "/team/project" },
      { key: "setApprovalFlows", to: "/team/process" },
    ],
  },
  {
    key: "resourceManage",
    steps: [
      { key: "myTemplates", to: "/resource/myTemplate" },
      { key: "methods", to: "/resource/commonList/method" },
    ],
  },
  {
    key: "createExperiment",
    steps: [{ key: "openProjects", to: "/project" }],
  },
];
