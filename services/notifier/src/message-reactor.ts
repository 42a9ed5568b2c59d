import { createHash } from "node:crypto";
import {
  DEFAULT_SETTINGS,
  type ExperimentEvent,
  experiment,
  experimentStream,
  NOTIFYING_EVENTS,
  notificationsFor,
  organisationSettings,
  type SettingsState,
  settingsStream,
} from "@labledger/domain";
import { type CurrentEvent, newEvent, type RecordedEvent, upcast } from "@labledger/events";
import type { EventStore, ReadStore, Subscription } from "@labledger/ports";
import type { Outbox } from "./mailbox";
import { messageText } from "./message-texts";

const HANDLED = new Set<string>(NOTIFYING_EVENTS);
const CHECKPOINT = "notifier-messages";
const SYSTEM = { userId: "system", name: "LabLedger" };

/** A message's id from its cause and recipient: the same event never messages anyone twice. */
const messageIdOf = (sourceEventId: string, recipientId: string) =>
  createHash("sha256").update(`${sourceEventId}\u0000${recipientId}`).digest("hex").slice(0, 32);

/**
 * Turns approval steps into internal messages (MessageSent in the recipient's `inbox-` stream)
 * and, when the organisation sends e-mails, mail in the recipient's language. Appends are
 * idempotent by a client command id made of the cause and the recipient, and the checkpoint is
 * stored after a batch: a restart repeats at most the last batch, which then appends nothing.
 */
export class MessageReactor {
  private subscription?: Subscription;

  constructor(
    private readonly events: EventStore,
    private readonly readStore: ReadStore,
    private readonly outbox: Outbox,
    private readonly organisationId = "main",
  ) {}

  async start(): Promise<void> {
    this.subscription = this.events.subscribe({
      after: await this.readStore.checkpoint(CHECKPOINT),
      onEvents: async (batch) => {
        for (const event of batch) if (HANDLED.has(event.type)) await this.react(event);
        await this.readStore.commit({ checkpointKey: CHECKPOINT, writes: [], checkpoint: batch.at(-1)!.metadata.globalPosition });
      },
      onError: (error) => console.error("message reactor", error),
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  private async react(stored: RecordedEvent): Promise<void> {
    const event = upcast(stored) as CurrentEvent;
    const experimentId = (event.data as { experimentId: string }).experimentId;
    const record = (await this.events.readStream(experimentStream(experimentId)))
      .map((e) => upcast(e) as unknown as ExperimentEvent)
      .reduce(experiment.evolve, experiment.initialState()).record;
    if (!record) return;
    const settings = await this.settings();
    const facts = { experimentId, number: record.number, title: record.title, ownerId: record.ownerId };
    for (const note of notificationsFor(event, facts, settings.messages.notify)) {
      const messageId = messageIdOf(stored.metadata.eventId, note.recipientId);
      const byEmail = settings.messages.byEmail;
      const data = {
        messageId,
        recipientId: note.recipientId,
        kind: note.kind,
        experimentId,
        number: record.number,
        title: record.title,
        version: note.version,
        detail: note.detail,
        sourceEventId: stored.metadata.eventId,
        byEmail,
      };
      await this.events.append(
        `inbox-${note.recipientId}`,
        [newEvent({ type: "MessageSent", data }, { actor: SYSTEM, causationId: stored.metadata.eventId })],
        { expectedRevision: "any", clientCommandId: `message:${messageId}` },
      );
      if (byEmail)
        await this.mail(note.recipientId, messageId, note.kind, { ...facts, version: note.version, detail: note.detail });
    }
  }

  private async mail(
    recipientId: string,
    messageId: string,
    kind: Parameters<typeof messageText>[0],
    facts: Parameters<typeof messageText>[1],
  ) {
    const member = await this.readStore.get<{ id: string; account: string; language?: "zh-CN" | "en" }>("members", recipientId);
    if (!member) return;
    const { subject, text } = messageText(kind, facts, member.language ?? "zh-CN");
    await this.outbox.send({ messageId, account: member.account, subject, text });
  }

  private async settings(): Promise<SettingsState> {
    const stored = await this.events.readStream(settingsStream(this.organisationId));
    return stored.length === 0
      ? DEFAULT_SETTINGS
      : stored.map((e) => upcast(e) as never).reduce(organisationSettings.evolve, organisationSettings.initialState());
  }
}
