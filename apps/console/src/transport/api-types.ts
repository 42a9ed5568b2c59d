/** What the shell's own calls answer: the server's contracts (libs/contracts). */
import type { PermissionRow, SettingsSections } from "@labledger/contracts";

export type { LoginResult, Me, MessageCounts } from "@labledger/contracts";
export type PermissionItem = PermissionRow;
export type WatermarkConfig = SettingsSections["watermark"];
export type OtherSettings = SettingsSections["other"];
