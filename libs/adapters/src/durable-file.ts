import { readdirSync, unlinkSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

const swept = new Set<string>();

/** Replaces a file so that a crash leaves either the old content or the new, never a torn one. */
export async function writeFileDurably(path: string, content: string | Uint8Array): Promise<void> {
  if (!swept.has(path)) {
    swept.add(path);
    removeTempsOfDeadProcesses(path);
  }
  const temp = `${path}.${process.pid}.tmp`;
  const handle = await open(temp, "w");
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
}

/** A process killed between writing its temporary file and the rename leaves it behind: gone at the next write. */
function removeTempsOfDeadProcesses(path: string): void {
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.slice(prefix.length, -".tmp".length));
    if (!name.startsWith(prefix) || !name.endsWith(".tmp") || !Number.isInteger(pid) || pid <= 0) continue;
    if (pid === process.pid || isRunning(pid)) continue;
    try {
      unlinkSync(join(dirname(path), name));
    } catch {
      // Another process removed it first.
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
