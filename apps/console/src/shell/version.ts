/** Spec §9: the displayed version is major.minor. */
export function majorMinor(version: string): string {
  const [major = "0", minor = "0"] = version.split(".");
  return `${major}.${minor}`;
}

/** Spec §4: a release note is shown once per version per user. */
export function releaseNotesDue(version: string, seen: readonly string[] | undefined): boolean {
  return !(seen ?? []).includes(version);
}

/** The logout icon is hidden inside the workplace chat applications (spec §2). */
export function isChatApp(userAgent: string): boolean {
  return /wxwork|dingtalk|lark|feishu/i.test(userAgent);
}
