export * from "./apply-events";
export * from "./assignment";
export * from "./processes";
export * from "./projection";
export * from "./read-models";
export * from "./rebuild";
export * from "./runner";
export * from "./search/search-indexer";
