export * from "./mailbox";
export * from "./message-reactor";
export * from "./outbox";
export * from "./publisher";
export * from "./smtp-outbox";
