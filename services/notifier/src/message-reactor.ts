import { createHash } from "node:crypto";
import {
  BEING_WRITTEN,
  DEFAULT_SETTINGS,
  departmentSubtree,
  dueDayOf,
  EXPORT_NOTIFYING_EVENTS,
  type ExperimentEvent,
  experiment,
  experimentStream,
  expiryReminderRecipients,
  expiryReminderSchedule,
  exportNotificationsFor,
  exportStream,
  lastWarnedDay,
  MENTION_NOTIFYING_EVENTS,
  type MessageKind,
  mentionNotificationsFor,
  NOTIFYING_EVENTS,
  notificationsFor,
  organisationSettings,
  overdueBefore,
  type ReminderSchedule,
  recordExports,
  reminderSlot,
  type SettingsState,
  settingsStream,
} from "@labledger/domain";
import { type CurrentEvent, newEvent, type RecordedEvent, upcast } from "@labledger/events";
import type { EventStore, ReadStore, Subscription } from "@labledger/ports";
import type { Outbox } from "./mailbox";
import { messageText } from "./message-texts";

const HANDLED = new Set<string>(NOTIFYING_EVENTS);
const EXPORTS = new Set<string>(EXPORT_NOTIFYING_EVENTS);
const MENTIONS = new Set<string>(MENTION_NOTIFYING_EVENTS);
const CHECKPOINT = "notifier-messages";
/** How often reminder schedules are looked at. */
const REMINDER_TICK_MS = 60_000;
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

  private ticker?: NodeJS.Timeout;

  async start(): Promise<void> {
    this.ticker = setInterval(() => this.remind().catch((error) => console.error("reminders", error)), REMINDER_TICK_MS);
    this.ticker.unref();
    this.subscription = this.events.subscribe({
      after: await this.readStore.checkpoint(CHECKPOINT),
      onEvents: async (batch) => {
        for (const event of batch) {
          if (HANDLED.has(event.type)) await this.react(event);
          if (EXPORTS.has(event.type)) await this.reactToExport(event);
          if (MENTIONS.has(event.type)) await this.reactToMention(event);
        }
        await this.readStore.commit({ checkpointKey: CHECKPOINT, writes: [], checkpoint: batch.at(-1)!.metadata.globalPosition });
      },
      onError: (error) => console.error("message reactor", error),
    });
  }

  async stop(): Promise<void> {
    clearInterval(this.ticker);
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  /**
   * Spec §9 reminders: at each due moment of a schedule, every member with records overdue for
   * submission (delayedSubmission) or approvals waiting too long (pendingReview) gets one
   * message with the count. Sent once per due moment and member, whatever the restarts.
   */
  async remind(now = new Date()): Promise<void> {
    const settings = await this.settings();
    const reminders: Array<[MessageKind, ReminderSchedule, (before: string) => Promise<string[]>]> = [
      ["delayedSubmission", settings.messages.delayedSubmission, (before) => this.overdueOwners(before)],
      ["pendingReview", settings.messages.pendingReview, (before) => this.waitingReviewers(before)],
      [
        "materialsExpiring",
        expiryReminderSchedule(settings.inventory),
        () => this.expiringLots(now, settings.inventory.warningDays),
      ],
    ];
    for (const [kind, schedule, recipientsOf] of reminders) {
      const slot = reminderSlot(schedule, now);
      if (!slot) continue;
      const counts = new Map<string, number>();
      for (const id of await recipientsOf(overdueBefore(schedule, now))) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const [recipientId, count] of counts) {
        const messageId = messageIdOf(`reminder:${kind}:${slot}`, recipientId);
        const facts = { experimentId: null, number: null, title: null, version: null, detail: String(count) };
        await this.send(messageId, recipientId, kind, facts, null, settings.messages.byEmail);
      }
    }
  }

  /** One owner id per record still being written (draft, rejected or recalled) and created before `before`. */
  private async overdueOwners(before: string): Promise<string[]> {
    const { rows } = await this.readStore.find("experiments", {
      filter: {
        createdAt: { $lt: before },
        $or: [{ status: { $in: [...BEING_WRITTEN] } }, { status: { $exists: false } }],
      },
    });
    return rows.map((r) => r.ownerId as string);
  }

  /** Issue 20, spec §9: one id per lot about to expire (not yet expired, some left) for each member to hear of it. */
  private async expiringLots(now: Date, warningDays: number): Promise<string[]> {
    const today = dueDayOf(now);
    const { rows } = await this.readStore.find("materials", {
      filter: { expiresOn: { $gte: today, $lte: lastWarnedDay(today, warningDays) }, quantity: { $gt: 0 } },
    });
    const { rows: admins } = await this.readStore.find("members", { filter: { isOrganisationAdmin: true, active: true } });
    return expiryReminderRecipients(
      rows as Array<{ registeredById?: string }>,
      admins.map((a) => a.id),
    );
  }

  /** One reviewer id per approval waiting for them since before `before`. */
  private async waitingReviewers(before: string): Promise<string[]> {
    const { rows } = await this.readStore.find("approvals", { filter: { state: "pending", updatedAt: { $lt: before } } });
    return rows.flatMap((r) => r.reviewerIds as string[]);
  }

  private async send(
    messageId: string,
    recipientId: string,
    kind: MessageKind,
    facts: {
      experimentId: string | null;
      number: string | null;
      title: string | null;
      version: number | null;
      detail: string | null;
      /** A mention's comment, module and author. */
      commentId?: string;
      moduleId?: string | null;
      moduleTitle?: string | null;
      authorName?: string;
    },
    cause: RecordedEvent | null,
    byEmail: boolean,
  ): Promise<void> {
    const data = { messageId, recipientId, kind, ...facts, sourceEventId: cause?.metadata.eventId ?? null, byEmail };
    await this.events.append(
      `inbox-${recipientId}`,
      [newEvent({ type: "MessageSent", data }, { actor: SYSTEM, ...(cause ? { causationId: cause.metadata.eventId } : {}) })],
      { expectedRevision: "any", clientCommandId: `message:${messageId}` },
    );
    if (byEmail)
      await this.mail(recipientId, messageId, kind, {
        number: facts.number ?? "",
        title: facts.title ?? "",
        version: facts.version ?? 0,
        detail: facts.detail,
        author: facts.authorName ?? "",
        module: facts.moduleTitle ?? "",
      });
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
    const receivers = await this.departmentReceivers(event);
    for (const note of notificationsFor(event, facts, settings.messages.notify, receivers)) {
      const messageId = messageIdOf(stored.metadata.eventId, note.recipientId);
      const { number, title } = record;
      const details = { experimentId, number, title, version: note.version, detail: note.detail };
      await this.send(messageId, note.recipientId, note.kind, details, stored, settings.messages.byEmail);
    }
  }

  /** The active members of the departments a granted share names, sub-departments included. */
  private async departmentReceivers(event: CurrentEvent): Promise<string[]> {
    if (event.type !== "ExperimentShareDecided" || !event.data.granted || event.data.departmentIds.length === 0) return [];
    const [{ rows: departments }, { rows: members }] = await Promise.all([
      this.readStore.find<{ id: string; parentId: string | null }>("departments", { limit: 10_000 }),
      this.readStore.find<{ id: string; departmentId?: string | null; active?: boolean }>("members", { limit: 100_000 }),
    ]);
    const reached = new Set(event.data.departmentIds.flatMap((id) => departmentSubtree(departments, id)));
    return members.filter((m) => m.active !== false && m.departmentId && reached.has(m.departmentId)).map((m) => m.id);
  }

  /** Issue 18: each member a comment @mentions is told, with the record, the module and who wrote it. */
  private async reactToMention(stored: RecordedEvent): Promise<void> {
    const event = upcast(stored) as Extract<CurrentEvent, { type: "ExperimentCommentAdded" }>;
    const { experimentId } = event.data;
    const state = (await this.events.readStream(experimentStream(experimentId)))
      .map((e) => upcast(e) as unknown as ExperimentEvent)
      .reduce(experiment.evolve, experiment.initialState());
    if (!state.record) return;
    const settings = await this.settings();
    for (const note of mentionNotificationsFor(event.data, state)) {
      const messageId = messageIdOf(stored.metadata.eventId, note.recipientId);
      const facts = {
        experimentId,
        number: state.record.number,
        title: state.record.title,
        version: null,
        detail: null,
        commentId: note.commentId,
        moduleId: note.moduleId,
        moduleTitle: note.moduleTitle,
        authorName: stored.metadata.actor.name.slice(0, 50),
      };
      await this.send(messageId, note.recipientId, "commentMentioned", facts, stored, settings.messages.byEmail);
    }
  }

  /** An export's messages name how many records it holds; the console links them to the queue or the downloads. */
  private async reactToExport(stored: RecordedEvent): Promise<void> {
    const event = upcast(stored) as CurrentEvent;
    const { exportId } = event.data as { exportId: string };
    const exported = (await this.events.readStream(exportStream(exportId)))
      .map((e) => upcast(e) as never)
      .reduce(recordExports.evolve, recordExports.initialState())
      .exports.get(exportId);
    if (!exported) return;
    const settings = await this.settings();
    const facts = {
      experimentId: null,
      number: null,
      title: exported.request.scopeName,
      version: null,
      detail: String(exported.request.recordIds.length),
    };
    for (const note of exportNotificationsFor(event, exported, settings.messages.notify)) {
      const messageId = messageIdOf(stored.metadata.eventId, note.recipientId);
      await this.send(messageId, note.recipientId, note.kind, facts, stored, note.alwaysByEmail || settings.messages.byEmail);
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
