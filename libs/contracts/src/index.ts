// The API's contracts, feature by feature: route definitions, zod schemas and their types.
// The console imports from here with `import type` only, so no zod reaches its bundle.
export * from "./approvals";
export * from "./archive";
export * from "./attachments";
export * from "./audit";
export * from "./auth";
export * from "./chemistry";
export * from "./datamining";
export * from "./experiments";
export * from "./exports";
export * from "./health";
export * from "./history";
export * from "./home";
export * from "./materials";
export * from "./members";
export * from "./messages";
export * from "./notebooks";
export * from "./organisation";
export * from "./projects";
export * from "./reaction-formulas";
export * from "./record-imports";
export * from "./roles";
export * from "./routes";
export * from "./search";
export * from "./settings";
export * from "./shared/route";
export * from "./shared/schemas";
