import type { SignedCheckpoint } from "./checkpoint-format";
import type { RecordedEvent } from "./envelope";

/**
 * The external message published to downstream systems (Kafka), in the CloudEvents 1.0 JSON
 * format. Extension attributes carry the log position and hash chain so a consumer can
 * dedupe, order and verify. Documented in docs/EVENTS.md.
 */
export interface CloudEvent {
  readonly specversion: "1.0";
  readonly id: string;
  readonly source: string;
  readonly type: string;
  readonly subject: string;
  readonly time: string;
  readonly datacontenttype: "application/json";
  readonly dataschemaversion: number;
  readonly sequence: number;
  readonly streamposition: number;
  readonly correlationid: string;
  readonly causationid: string;
  readonly actorid: string;
  readonly hash: string;
  readonly prevhash: string;
  readonly data: unknown;
}

export const CLOUD_EVENT_TYPE_PREFIX = "com.labledger.";

export function toCloudEvent(event: RecordedEvent, source: string): CloudEvent {
  const m = event.metadata;
  return {
    specversion: "1.0",
    id: m.eventId,
    source,
    type: `${CLOUD_EVENT_TYPE_PREFIX}${event.type}.v${event.version}`,
    subject: m.streamId,
    time: m.time,
    datacontenttype: "application/json",
    dataschemaversion: event.version,
    sequence: m.globalPosition,
    streamposition: m.streamPosition,
    correlationid: m.correlationId,
    causationid: m.causationId,
    actorid: m.actor.userId,
    hash: m.hash,
    prevhash: m.prevHash,
    data: event.data,
  };
}

/** The message key of checkpoints on the topic: one key, so they stay in order on one partition. */
export const CHECKPOINT_MESSAGE_KEY = "labledger-checkpoints";

/**
 * A signed checkpoint of the log's head as a message on the same topic (docs/EVENTS.md): `sequence`
 * is the global position it covers, `hash` its global hash, `data` the checkpoint itself.
 */
export function checkpointCloudEvent(checkpoint: SignedCheckpoint, source: string): CloudEvent {
  const id = `checkpoint-${checkpoint.position}`;
  return {
    specversion: "1.0",
    id,
    source,
    type: `${CLOUD_EVENT_TYPE_PREFIX}Checkpoint.v1`,
    subject: CHECKPOINT_MESSAGE_KEY,
    time: checkpoint.time,
    datacontenttype: "application/json",
    dataschemaversion: 1,
    sequence: checkpoint.position,
    streamposition: checkpoint.events,
    correlationid: id,
    causationid: id,
    actorid: "system",
    hash: checkpoint.globalHash,
    prevhash: "",
    data: checkpoint,
  };
}
