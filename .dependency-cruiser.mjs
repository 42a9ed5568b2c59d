// The architecture's boundaries, checked by tests/architecture/boundaries.unit.spec.ts
// (run by hand: npx depcruise libs services apps). Paths are relative to the folder cruised from.

/** What libs/domain may import besides its own files: the event catalogue and pure npm libraries. */
export const DOMAIN_MAY_IMPORT = ["^libs/domain/src/", "^libs/events/src/", "node_modules/zod/", "node_modules/@noble/hashes/"];

/** The files of libs/events that need Node (node:crypto); reachable only through `@labledger/events/node`. */
const EVENTS_NODE_ONLY =
  "^libs/events/src/(node|hash-chain|name-based-id|global-chain|checkpoint-signature|checkpoint-verifier)\\.ts$";
const SPEC = "\\.spec\\.tsx?$";

export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle: the modules cannot be understood, tested or loaded one without the other.",
      severity: "error",
      from: { path: "^(libs|services|apps)/" },
      to: { circular: true },
    },
    {
      name: "console-feature-imports-feature",
      comment: "A console feature imports another feature; share through ui/, transport/ or libs/domain instead.",
      severity: "error",
      from: { path: "^apps/console/src/features/([^/]+)/" },
      to: { path: "^apps/console/src/features/", pathNot: "^apps/console/src/features/$1/" },
    },
    {
      name: "domain-imports-node",
      comment: "libs/domain runs in the browser too: no Node built-in.",
      severity: "error",
      from: { path: "^libs/domain/src/", pathNot: SPEC },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "domain-imports-outside-events",
      comment: `libs/domain imports only libs/events and pure libraries (${DOMAIN_MAY_IMPORT.join(", ")}): no framework, service, port or adapter.`,
      severity: "error",
      from: { path: "^libs/domain/src/", pathNot: SPEC },
      to: { pathNot: DOMAIN_MAY_IMPORT, dependencyTypesNot: ["core"] },
    },
    {
      name: "events-imports-workspace",
      comment: "libs/events is the bottom layer: it imports no other workspace.",
      severity: "error",
      from: { path: "^libs/events/src/" },
      to: { path: "^(libs|services|apps)/", pathNot: "^libs/events/src/" },
    },
    {
      name: "browser-safe-imports-node",
      comment: "libs/events (but its node-only entry) and the console run in the browser: no Node built-in.",
      severity: "error",
      from: { path: "^(libs/events/src|apps/console/src)/", pathNot: [SPEC, EVENTS_NODE_ONLY] },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "browser-safe-imports-node-entry",
      comment: "Only Node code imports @labledger/events/node (the hash chain, with node:crypto).",
      severity: "error",
      from: { path: "^(libs/domain/src|libs/events/src|apps/console/src)/", pathNot: [SPEC, EVENTS_NODE_ONLY] },
      to: { path: EVENTS_NODE_ONLY },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)dist/", "^tests/architecture/fixtures/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    skipAnalysisNotInRules: true,
  },
};
