import type { BusMessage, DownstreamBus } from "@labledger/ports";
import { type Admin, Kafka, logLevel, Partitioners, type Producer } from "kafkajs";

export interface KafkaBusOptions {
  readonly brokers: readonly string[];
  /** Where downstream systems read the log (docs/EVENTS.md). */
  readonly topic?: string;
  readonly partitions?: number;
  /** Names this publisher: its transactional id and its checkpoint. One live publisher per id. */
  readonly publisherId?: string;
  readonly clientId?: string;
}

const CLOUDEVENTS_JSON = "application/cloudevents+json; charset=UTF-8";
/** The checkpoint is stored as this group's committed offset on partition 0 of the topic. */
const CHECKPOINT_PARTITION = 0;
const RETRIES = 10;

/**
 * Publishes to Kafka exactly once. Each batch is one Kafka transaction holding the messages
 * and the checkpoint, stored the way Kafka's own exactly-once pipelines store a source
 * position: a transactional offset commit for a dedicated consumer group (the offset is the
 * log's global position). Messages and checkpoint become visible together or not at all;
 * consumers must read with isolation.level=read_committed.
 */
export class KafkaBus implements DownstreamBus {
  readonly kind = "kafka";
  private last?: number;

  private constructor(
    private readonly admin: Admin,
    private readonly producer: Producer,
    private readonly topic: string,
    private readonly checkpointGroup: string,
  ) {}

  static async connect(options: KafkaBusOptions): Promise<KafkaBus> {
    const topic = options.topic ?? "labledger.events";
    const publisherId = options.publisherId ?? "notifier";
    const kafka = new Kafka({
      clientId: options.clientId ?? "labledger",
      brokers: [...options.brokers],
      logLevel: logLevel.WARN,
    });
    const admin = kafka.admin();
    await admin.connect();
    const existing = await admin.listTopics();
    if (!existing.includes(topic)) {
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: options.partitions ?? 6 }] });
    }
    const producer = kafka.producer({
      transactionalId: `labledger-${publisherId}`,
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
    });
    await producer.connect();
    return new KafkaBus(admin, producer, topic, `labledger-checkpoint-${publisherId}`);
  }

  async publish(messages: readonly BusMessage[], checkpoint: number): Promise<void> {
    await retrying(() => this.publishOnce(messages, checkpoint));
  }

  private async publishOnce(messages: readonly BusMessage[], checkpoint: number): Promise<void> {
    const transaction = await this.producer.transaction();
    try {
      if (messages.length > 0) {
        await transaction.send({
          topic: this.topic,
          messages: messages.map((m) => ({
            key: m.key,
            value: JSON.stringify(m.value),
            headers: { "content-type": CLOUDEVENTS_JSON },
          })),
        });
      }
      await transaction.sendOffsets({
        consumerGroupId: this.checkpointGroup,
        topics: [{ topic: this.topic, partitions: [{ partition: CHECKPOINT_PARTITION, offset: String(checkpoint) }] }],
      });
      await transaction.commit();
      this.last = checkpoint;
    } catch (error) {
      await transaction.abort().catch(() => {});
      throw error;
    }
  }

  async checkpoint(): Promise<number> {
    if (this.last !== undefined) return this.last;
    const [offsets] = await retrying(() => this.admin.fetchOffsets({ groupId: this.checkpointGroup, topics: [this.topic] }));
    const committed = offsets?.partitions.find((p) => p.partition === CHECKPOINT_PARTITION)?.offset ?? "-1";
    return Math.max(0, Number(committed));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }
}

/**
 * Runs again on Kafka's retriable errors (a group coordinator or a new topic's leader not
 * ready yet, as on a fresh broker). Safe for publishing: a failed attempt's transaction is
 * aborted and leaves nothing behind.
 */
async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error as { retriable?: boolean }).retriable || attempt === RETRIES) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}
