import type { RunningService } from "@labledger/command";
import { handleCommand } from "@labledger/command/pipeline/handle-command";
import { experiment, experimentStream } from "@labledger/domain";
import { acting } from "@labledger/domain/access/acting.fixtures";
import { uuidv7 } from "@labledger/events";

/**
 * An attachment as older versions stored it: the bytes as sent, the client's declared type,
 * no look at the content. Written through the runtime's ports, around today's upload checks.
 */
export async function writeOldAttachment(
  service: RunningService,
  to: { recordId: string; moduleId: string; memberId: string },
  file: { name: string; mediaType: string; content: Buffer },
) {
  const blob = await service.runtime.ports.blobs.put(file.content);
  const row = { rowId: uuidv7(), name: file.name, size: blob.size, sha256: blob.sha256, mediaType: file.mediaType };
  await handleCommand(
    service.runtime.ports.events,
    experimentStream(to.recordId),
    experiment,
    () => ({
      type: "AddAttachments" as const,
      moduleId: to.moduleId,
      files: [row],
      now: new Date(),
      actor: acting(to.memberId, { admin: true }),
    }),
    { metadata: { actor: { userId: to.memberId, name: "an older version" } } },
  );
  return row;
}
