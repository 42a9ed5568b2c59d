import type { CloudEvent } from "@labledger/events";

/** One message for downstream systems: keyed by stream id so a stream stays in order. */
export interface BusMessage {
  readonly key: string;
  readonly value: CloudEvent;
}

/** Where the notifier publishes the log for systems outside LabLedger (Kafka in production). */
export interface DownstreamBus {
  readonly kind: string;
  /**
   * Publishes the messages in order and records `checkpoint` (the global position of the
   * last one) together with them: after a restart, `checkpoint()` says where to go on,
   * so nothing is dropped and nothing is published twice.
   */
  publish(messages: readonly BusMessage[], checkpoint: number): Promise<void>;
  checkpoint(): Promise<number>;
  /**
   * The position of the newest signed checkpoint of the log published (a message keyed
   * CHECKPOINT_MESSAGE_KEY), recorded with the checkpoint; 0 for none, undefined when the
   * checkpoint was recorded by a version that did not keep it. A new publisher publishes the
   * signed checkpoints made after it that never reached the bus.
   */
  signedCheckpoint(): Promise<number | undefined>;
  close(): Promise<void>;
}
