export * from "./mailbox";
export * from "./message-reactor";
export * from "./publisher";
