// The node-only entry (`@labledger/events/node`): what needs node:crypto. The main entry stays browser-safe.

export * from "./checkpoint-signature";
export * from "./checkpoint-verifier";
export * from "./global-chain";
export * from "./hash-chain";
export * from "./name-based-id";
