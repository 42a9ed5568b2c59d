import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { CHECKPOINT_MESSAGE_KEY } from "@labledger/events";
import type { BusMessage, DownstreamBus } from "@labledger/ports";
import {
  type Admin,
  Kafka,
  type KafkaMessage,
  type logCreator,
  logLevel,
  Partitioners,
  type Producer,
  type RecordMetadata,
} from "kafkajs";
import { newestSigned, signedOf } from "./newest-signed";

export interface KafkaBusOptions {
  readonly brokers: readonly string[];
  /** Where downstream systems read the log (docs/EVENTS.md). */
  readonly topic?: string;
  /** Compacted topic holding each publisher's last published position, keyed by publisher id. */
  readonly checkpointTopic?: string;
  /** Names this publisher: its checkpoint key and its transactional id. One live publisher per id. */
  readonly publisherId?: string;
  readonly clientId?: string;
}

/** CloudEvents Kafka protocol binding, structured mode. */
const CLOUDEVENTS_JSON = "application/cloudevents+json; charset=UTF-8";
const READ_TIMEOUT_MS = 30_000;

/**
 * kafkajs's warnings and errors, without the line it logs for every error answer of the
 * broker, retried or not ("[Connection] Response ..."): an error that matters is thrown, or
 * logged again by the producer or consumer.
 */
const quietLogs: logCreator =
  () =>
  ({ namespace, label, log: { message, timestamp, logger, ...extra } }) => {
    if (namespace !== "Connection") console.error(`kafkajs ${label} [${namespace}] ${message}`, JSON.stringify(extra));
  };

export function kafkaClient(brokers: readonly string[], clientId = "labledger"): Kafka {
  return new Kafka({ clientId, brokers: [...brokers], logLevel: logLevel.WARN, logCreator: quietLogs });
}

/** Thrown by publish() once a newer publisher with the same id has fenced this one off. */
export class PublisherFencedError extends Error {
  constructor(publisherId: string, cause: unknown) {
    super(`a newer publisher "${publisherId}" has taken over: this one is fenced off (${String(cause)})`, { cause });
    this.name = "PublisherFencedError";
  }
}

/** Whether Kafka refused a transaction because a producer with a newer epoch holds the transactional id. */
const isFencing = (error: unknown): boolean =>
  /ProducerFenced|INVALID_PRODUCER_EPOCH|PRODUCER_FENCED|fenced/i.test(
    `${(error as { type?: string })?.type ?? ""} ${(error as { name?: string })?.name ?? ""} ${String(error)}`,
  );

interface CheckpointRecord {
  readonly position: number;
  /** The position of the newest signed checkpoint published (docs/EVENTS.md), 0 for none. */
  readonly signed?: number;
}

/**
 * Publishes to Kafka exactly once. Each batch is one Kafka transaction holding the messages
 * (events topic) and the checkpoint (checkpoint topic): both become visible together or not
 * at all. Consumers must read with isolation.level=read_committed.
 *
 * Connecting opens no producer, so a standby notifier fences nobody. checkpoint() opens one
 * when there is none (a new epoch of the transactional id: older producers are fenced off and
 * their open transaction settled), which a publisher does as it takes over. Once fenced, this
 * bus refuses every publish (PublisherFencedError) until checkpoint() is called again: it
 * never takes the id back on its own, so a zombie cannot fence the live publisher.
 */
export class KafkaBus implements DownstreamBus {
  readonly kind = "kafka";
  private producer?: Producer;
  private fenced?: PublisherFencedError;
  /** The committed record as last read or written (undefined before the first read). */
  private committed?: CheckpointRecord;

  private constructor(
    private readonly kafka: Kafka,
    private readonly admin: Admin,
    private readonly topic: string,
    private readonly checkpointTopic: string,
    private readonly publisherId: string,
  ) {}

  /** Connects, creating the topics when missing. */
  static async connect(options: KafkaBusOptions): Promise<KafkaBus> {
    const topic = options.topic ?? "labledger.events";
    const checkpointTopic = options.checkpointTopic ?? `${topic}.checkpoints`;
    const publisherId = options.publisherId ?? "notifier";
    const kafka = kafkaClient(options.brokers, options.clientId);
    const admin = kafka.admin();
    await admin.connect();
    const existing = new Set(await admin.listTopics());
    const wanted = [
      { topic, numPartitions: 6 },
      { topic: checkpointTopic, numPartitions: 1, configEntries: [{ name: "cleanup.policy", value: "compact" }] },
    ].filter((t) => !existing.has(t.topic));
    if (wanted.length > 0) await admin.createTopics({ topics: wanted, waitForLeaders: true });
    return new KafkaBus(kafka, admin, topic, checkpointTopic, publisherId);
  }

  async publish(batch: readonly BusMessage[], checkpoint: number): Promise<void> {
    if (this.fenced) throw this.fenced;
    // The last publish failed (its commit may have gone through, only the answer lost) or none
    // came yet: a new producer settles any open transaction, then the committed record is read.
    if (!this.producer) await this.reopen();
    const committed = this.committed ?? { position: 0 };
    // Never twice, never backwards: what the committed checkpoint covers is not sent again.
    const messages = batch.filter((m) => m.key === CHECKPOINT_MESSAGE_KEY || m.value.sequence > committed.position);
    const signed = newestSigned(committed, messages);
    const record: CheckpointRecord = {
      position: Math.max(checkpoint, committed.position),
      ...(signed === undefined ? {} : { signed }),
    };
    const events = messages.map((m) => ({
      key: m.key,
      value: JSON.stringify(m.value),
      headers: { "content-type": CLOUDEVENTS_JSON },
    }));
    const position = { key: this.publisherId, value: JSON.stringify(record) };
    const producer = this.producer!;
    let written: RecordMetadata[];
    try {
      const transaction = await producer.transaction();
      try {
        written = await transaction.sendBatch({
          topicMessages: [
            ...(events.length > 0 ? [{ topic: this.topic, messages: events }] : []),
            { topic: this.checkpointTopic, messages: [position] },
          ],
        });
        await transaction.commit();
      } catch (error) {
        await transaction.abort().catch(() => {});
        throw error;
      }
    } catch (error) {
      // The next publish starts a new producer (new epoch, fresh sequence numbers): kafkajs rolls
      // back the sequence numbers of every partition of a failed request, even of those the
      // broker took, and the broker would drop the retry as a duplicate of the aborted batch.
      this.producer = undefined;
      this.committed = undefined;
      await producer.disconnect().catch(() => {});
      if (!isFencing(error)) throw error;
      this.fenced = new PublisherFencedError(this.publisherId, error);
      throw this.fenced;
    }
    this.committed = record;
    await this.untilReadable(written);
  }

  /** Opens a new producer (fencing off any older one and finishing its transaction), then reads the committed record. */
  private async reopen(): Promise<void> {
    const producer = await openProducer(this.kafka, this.publisherId);
    try {
      this.committed = await this.readRecord();
      this.producer = producer;
      this.fenced = undefined;
    } catch (error) {
      await producer.disconnect().catch(() => {});
      throw error;
    }
  }

  /**
   * Kafka answers the commit before it has written the commit markers; until then a
   * read_committed consumer (and checkpoint()) does not see the batch. Waits for the markers:
   * each written partition's last stable offset is past the batch. Never fails: the batch is
   * committed, and a publish that fails is published again.
   */
  private async untilReadable(written: readonly RecordMetadata[]): Promise<void> {
    const deadline = Date.now() + READ_TIMEOUT_MS;
    for (const topic of new Set(written.map((r) => r.topicName))) {
      const mine = written.filter((r) => r.topicName === topic);
      while (Date.now() < deadline) {
        const stable = await stableOffsets(this.admin, topic).catch(() => []);
        const past = (r: RecordMetadata) =>
          stable.some((p) => p.partition === r.partition && Number(p.offset) > Number(r.baseOffset));
        if (mine.every(past)) break;
        await sleep(5);
      }
    }
  }

  /**
   * Takes the publisher id over with a new producer (see the class), then says where to go on:
   * a publisher calls it as it starts, so a term never goes on with a producer an earlier term
   * left behind (maybe fenced off since, maybe behind a newer checkpoint).
   */
  async checkpoint(): Promise<number> {
    const old = this.producer;
    this.producer = undefined;
    await old?.disconnect().catch(() => {});
    await this.reopen();
    return this.committed!.position;
  }

  async signedCheckpoint(): Promise<number | undefined> {
    if (!this.producer) await this.reopen();
    const committed = this.committed ?? (await this.readRecord());
    return signedOf(committed);
  }

  private async readRecord(): Promise<CheckpointRecord> {
    const records = await readCommitted(this.kafka, this.admin, this.checkpointTopic);
    const last = records.filter((r) => r.key?.toString() === this.publisherId).at(-1);
    return last?.value ? (JSON.parse(last.value.toString()) as CheckpointRecord) : { position: 0 };
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.producer?.disconnect(), this.admin.disconnect()]);
  }
}

/**
 * The end offsets of each partition of `topic`. The admin lists them read_committed, so they
 * are the last stable offsets: before the first record of a still open transaction. Retries
 * while a new topic's partition leaders settle (kafkajs gives up on "not the leader" at once).
 */
async function stableOffsets(admin: Admin, topic: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await admin.fetchTopicOffsets(topic);
    } catch (error) {
      if (!(error as { retriable?: boolean }).retriable || attempt === 10) throw error;
      await sleep(50 * attempt);
    }
  }
}

async function openProducer(kafka: Kafka, publisherId: string): Promise<Producer> {
  const producer = kafka.producer({
    transactionalId: `labledger-${publisherId}`,
    idempotent: true,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  // kafkajs's connect() asks for an idempotent producer id only; the transactional id's epoch is
  // bumped (older producers fenced off, their open transaction settled) at the first transaction.
  // Until then an older producer still commits, and a checkpoint read now could be overtaken:
  // that let two notifiers both publish (duplicates and order breaks, issue 22). An empty
  // transaction takes the epoch now and sends nothing else (no partitions, so no EndTxn).
  try {
    const transaction = await producer.transaction();
    await transaction.abort();
  } catch (error) {
    await producer.disconnect().catch(() => {});
    throw error;
  }
  return producer;
}

/**
 * Every committed record of `topic`, as a read_committed consumer sees it: read from the
 * beginning up to the end offsets the admin reports now (in order within each partition).
 */
export async function readCommitted(kafka: Kafka, admin: Admin, topic: string): Promise<KafkaMessage[]> {
  const ends = new Map<number, number>();
  for (const p of await stableOffsets(admin, topic)) {
    if (Number(p.high) > Number(p.low)) ends.set(p.partition, Number(p.high));
  }
  if (ends.size === 0) return [];
  const consumer = kafka.consumer({ groupId: `labledger-reader-${randomUUID()}`, readUncommitted: false });
  const records: KafkaMessage[] = [];
  let timer: NodeJS.Timeout | undefined;
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: [topic], fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`reading ${topic} did not reach its end`)), READ_TIMEOUT_MS);
      // Fired for every fetched batch, also one holding only transaction markers or aborted records.
      consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
        const end = ends.get(payload.partition);
        if (end !== undefined && Number(payload.lastOffset) + 1 >= end) ends.delete(payload.partition);
        if (ends.size === 0) resolve();
      });
      consumer.on(consumer.events.CRASH, ({ payload }) => {
        if (!payload.restart) reject(payload.error);
      });
      consumer.run({ autoCommit: false, eachMessage: async ({ message }) => void records.push(message) }).catch(reject);
    });
  } finally {
    clearTimeout(timer);
    await consumer.disconnect();
  }
  return records;
}
