import type { Language } from "../app/constants";
import { call } from "./api-client";
import type { LoginResult } from "./api-types";

export async function login(account: string, password: string): Promise<LoginResult> {
  return (await call("POST", "/auth/login", { body: { account, password }, quiet: true })).response as LoginResult;
}

export async function logout(): Promise<void> {
  await call("POST", "/auth/logout", { quiet: true });
}

export async function lockScreen(): Promise<void> {
  await call("POST", "/auth/lock", { quiet: true });
}

export async function unlockScreen(password: string): Promise<void> {
  await call("POST", "/auth/unlock", { body: { password }, quiet: true });
}

export async function saveLanguage(language: Language): Promise<void> {
  await call("PUT", "/me/settings", { body: { language } });
}

export async function markReleaseNotesSeen(version: string): Promise<void> {
  await call("POST", "/me/release-notes-seen", { body: { version }, quiet: true });
}

/** Changes one's own password; the server ends the member's other sessions. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await call("POST", "/auth/password", { body: { oldPassword, newPassword }, quiet: true });
}
