export * from "./canonical-json";
export * from "./catalogue";
export * from "./checkpoint-format";
export * from "./cloud-event";
export * from "./envelope";
export * from "./upcast";
export * from "./uuidv7";
