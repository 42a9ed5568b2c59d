export * from "./runtime/start";
