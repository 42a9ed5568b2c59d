import { open, rename } from "node:fs/promises";

/** Replaces a file so that a crash leaves either the old content or the new, never a torn one. */
export async function writeFileDurably(path: string, content: string | Uint8Array): Promise<void> {
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
