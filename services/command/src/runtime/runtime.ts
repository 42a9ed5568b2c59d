import type { Ports } from "@labledger/adapters/open-ports";
import type { LockoutPolicy } from "@labledger/domain";
import type { DownstreamPublisher } from "@labledger/notifier";
import type { ProjectionRunner } from "@labledger/projections";
import type { SessionTokens } from "../auth/session-token";

/** What the HTTP shell is given: the ports and the workers running beside it. */
export interface Runtime {
  readonly ports: Ports;
  readonly runners: readonly ProjectionRunner[];
  readonly publisher?: DownstreamPublisher;
  readonly tokens: SessionTokens;
  readonly lockout: LockoutPolicy;
  readonly version: string;
}

export const RUNTIME = Symbol("Runtime");
