export type Mode = "containers" | "scripts" | "none";
export type ServerVariable = "KURRENTDB_URL" | "MONGODB_URL" | "KAFKA_BROKERS";
export declare const MODES: readonly string[];
export declare const SERVERS_BY_MODE: Readonly<Record<Mode, readonly ServerVariable[]>>;
export declare function chooseMode(setting: string | undefined, dockerAnswers: () => boolean): Mode;
export declare function serversToStart(mode: Mode, env: Readonly<Record<string, string | undefined>>): ServerVariable[];
export declare function dockerAnswers(): boolean;
