const pad = (n: number) => String(n).padStart(2, "0");

/** A signature's time as the manifestation shows it (spec §9 times): YYYY-MM-DD HH:mm:ss, local time. */
export function formatSignTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Module ids changed (added or changed) since a version, from the compare API. */
export function changedModuleIds(modules: ReadonlyArray<{ moduleId?: string; status: string }>): Set<string> {
  return new Set(modules.filter((m) => m.moduleId && (m.status === "changed" || m.status === "added")).map((m) => m.moduleId!));
}
