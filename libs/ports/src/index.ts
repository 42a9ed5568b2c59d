export * from "./blob-store/port";
export * from "./bus/port";
export * from "./event-store/port";
export * from "./event-store/verify";
export * from "./read-store/match";
export * from "./read-store/port";
export * from "./read-store/text-terms";
export * from "./session-store/port";
