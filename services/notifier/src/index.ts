export * from "./publisher";
