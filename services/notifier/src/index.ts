export * from "./checkpoint-texts";
export * from "./checkpointer";
export * from "./checkpointing";
export * from "./mailbox";
export * from "./message-reactor";
export * from "./outbox";
export * from "./publisher";
export * from "./smtp-outbox";
