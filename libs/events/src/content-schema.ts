/**
 * zod's tree-shakable build, for the module kinds' content schemas in libs/domain: the domain
 * depends on libs/events alone, and the console imports the kinds, so the small build keeps its
 * bundle light. One zod version for the whole project (this package's).
 */
export * as z from "zod/mini";
