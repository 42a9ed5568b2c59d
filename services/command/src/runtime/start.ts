import { createPublicKey, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CheckpointFile } from "@labledger/adapters/checkpoint/checkpoint-file";
import { CheckpointIndex } from "@labledger/adapters/checkpoint/checkpoint-index";
import { readPublicKey } from "@labledger/adapters/checkpoint/signing-key";
import { openPorts, type PortsEnvironment } from "@labledger/adapters/open-ports";
import { positiveInteger } from "@labledger/adapters/process/settings";
import { extractText } from "@labledger/adapters/text-extraction/extract-text";
import { DEFAULT_LOCKOUT, DEFAULT_PASSWORD_POLICY } from "@labledger/domain";
import {
  type CheckpointEnvironment,
  type Checkpointer,
  type CheckpointSetup,
  DownstreamPublisher,
  MessageReactor,
  outboxFrom,
  prepareCheckpointing,
  startCheckpointer,
} from "@labledger/notifier";
import type { TimestampAuthority } from "@labledger/ports";
import {
  dictionariesProjection,
  instrumentCodesProjection,
  membersProjection,
  organisationProjection,
  PROJECTIONS,
  ProjectionProcessAnnouncement,
  ProjectionRunner,
  projectsProjection,
  RecordValuesKeeper,
  rolesProjection,
  SearchIndexer,
  StreamFolds,
  StructureIndexer,
} from "@labledger/projections";
import type { INestApplication } from "@nestjs/common";
import { SessionTokens } from "../auth/session-token";
import { firstStart } from "../bootstrap/first-start";
import { translate } from "../i18n/translate";
import { SessionWrites } from "../pipeline/session-writes";
import { StreamSnapshots } from "../pipeline/stream-snapshots";
import { startExportWork } from "../record-exports/export-work";
import { CaughtUpView } from "./caught-up-view";
import { createHttpServer } from "./http-server";
import type { Runtime } from "./runtime";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
export const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { version: string }).version;

export interface ServiceEnvironment extends PortsEnvironment, CheckpointEnvironment {
  readonly PORT?: string;
  readonly HOST?: string;
  readonly LABLEDGER_ADMIN_PASSWORD?: string;
  readonly LABLEDGER_ORGANISATION_NAME?: string;
  /** The organisation's language on the first start (zh-CN default, or en): names it starts with are in it. */
  readonly LABLEDGER_LANGUAGE?: string;
  readonly LABLEDGER_SECRET?: string;
  /** Run projections and the notifier in this process: default in embedded mode only. */
  readonly LABLEDGER_WORKERS?: "in-process" | "none";
  /** Failed logins in a row that lock an account (default 5), and for how long (default 15 min). */
  readonly LABLEDGER_LOCKOUT_ATTEMPTS?: string;
  readonly LABLEDGER_LOCKOUT_MINUTES?: string;
  /** Password policy: minimum length (8), character classes of 4 (3), days until it expires (90; 0 = never). */
  readonly LABLEDGER_PASSWORD_MIN_LENGTH?: string;
  readonly LABLEDGER_PASSWORD_MIN_CLASSES?: string;
  readonly LABLEDGER_PASSWORD_MAX_AGE_DAYS?: string;
  /** Minutes without a request after which a session ends (30). */
  readonly LABLEDGER_SESSION_IDLE_MINUTES?: string;
  /** `off`: API clients must use the keyed request signature; the spec §7 one is refused. */
  readonly LABLEDGER_LEGACY_SIGNATURE?: string;
  /** Write a record's snapshot once this many events were folded on top of the last one (default 100). */
  readonly LABLEDGER_SNAPSHOT_EVERY?: string;
  /**
   * The reverse proxies whose X-Forwarded-Proto/-For are believed (express `trust proxy`: `loopback`,
   * addresses or subnets, or a hop count); unset, none are, and the cookie is Secure only on HTTPS here.
   */
  readonly LABLEDGER_TRUST_PROXY?: string;
  /** E-mail through SMTP (else a local mailbox under the data directory): server, sender, members' domain. */
  readonly LABLEDGER_SMTP_URL?: string;
  readonly LABLEDGER_MAIL_FROM?: string;
  readonly LABLEDGER_MAIL_DOMAIN?: string;
  /** The public key that checks the checkpoints where this process does not sign them (distributed mode). */
  readonly LABLEDGER_CHECKPOINT_PUBLIC_KEY?: string;
  /** Where members open LabLedger (https://eln.example.org): .eln exports name it as their publisher's address. */
  readonly LABLEDGER_PUBLIC_URL?: string;
}

export interface RunningService {
  readonly url: string;
  readonly runtime: Runtime;
  readonly app: INestApplication;
  stop(): Promise<void>;
}

/** Starts the command service; in embedded mode also every projection and the notifier. */
export async function startService(
  env: ServiceEnvironment,
  log: (line: string) => void = console.log,
  services: { readonly timestamps?: TimestampAuthority } = {},
): Promise<RunningService> {
  const ports = await openPorts(env);
  const workers = env.LABLEDGER_WORKERS ?? (ports.mode === "embedded" ? "in-process" : "none");
  // The one checkpointer runs where the one publisher runs (distributed: the notifier process); its key
  // and witness are checked before anything is written, so a refusal changes nothing.
  let checkpointSetup: CheckpointSetup | undefined;
  try {
    if (workers === "in-process") checkpointSetup = prepareCheckpointing(ports.dataDir, env, log);
  } catch (error) {
    await ports.close();
    throw error;
  }
  const first = await firstStart(ports.events, {
    organisationName: env.LABLEDGER_ORGANISATION_NAME || "LabLedger",
    language: env.LABLEDGER_LANGUAGE === "en" ? "en" : "zh-CN",
    ...(env.LABLEDGER_ADMIN_PASSWORD ? { adminPassword: env.LABLEDGER_ADMIN_PASSWORD } : {}),
  });
  if (first.adminPassword) {
    for (const language of ["zh-CN", "en"] as const)
      log(translate(language, "bootstrap.adminCreated", { password: first.adminPassword }));
  }
  const runners = PROJECTIONS.map((p) => new ProjectionRunner(ports.events, ports.readStore, p));
  // One fold of a record for the three restated models, kept between batches.
  const folds = new StreamFolds(ports.events);
  const restaters = [
    new SearchIndexer(ports.events, ports.search, ports.blobs, extractText, folds),
    new StructureIndexer(ports.events, ports.structures, ports.chemistry, folds),
    new RecordValuesKeeper(ports.events, ports.readStore, folds),
  ];
  const publisher =
    workers === "in-process" ? new DownstreamPublisher(ports.events, ports.bus, { source: "/labledger" }) : undefined;
  const reactor =
    workers === "in-process" ? new MessageReactor(ports.events, ports.readStore, outboxFrom(env, ports.dataDir)) : undefined;
  const announcement =
    workers === "in-process"
      ? new ProjectionProcessAnnouncement(
          ports.readStore,
          "command",
          [...runners, ...restaters].map((r) => r.name),
        )
      : undefined;
  if (workers === "in-process") {
    for (const runner of runners) await runner.start();
    for (const restater of restaters) await restater.start();
    await announcement?.start();
    await publisher?.start();
    await reactor?.start();
  }
  // A checkpoint signed just before a crash, never published: published now, before any newer one.
  if (publisher && checkpointSetup)
    await publisher.publishMissedCheckpoints(new CheckpointFile(checkpointSetup.dataDir).checkpoints());
  const checkpointer = checkpointSetup
    ? await startCheckpointer(
        ports.events,
        checkpointSetup,
        log,
        checkpointExtras(publisher, services.timestamps ?? ports.timestamps),
      )
    : undefined;
  const secret = sessionSecret(env, ports.dataDir);
  const runtime: Runtime = {
    ports,
    runners,
    restaters,
    publisher,
    reactor,
    checkpoints: new CheckpointIndex(ports.dataDir, checkpointPublicKey(env, checkpointer)),
    ...(checkpointer ? { checkpointer } : {}),
    tokens: new SessionTokens(secret),
    snapshots: new StreamSnapshots(ports.snapshots, {
      every: positiveInteger(env.LABLEDGER_SNAPSHOT_EVERY, 100),
      secret,
      onProblem: (problem, streamId) => log(`${streamId}: ${problem}`),
    }),
    sessionWrites: new SessionWrites(),
    decisionFacts: new CaughtUpView(ports.events, [
      organisationProjection,
      membersProjection,
      rolesProjection,
      dictionariesProjection,
      projectsProjection,
      instrumentCodesProjection,
    ]),
    security: {
      lockout: {
        maxFailedAttempts: positiveInteger(env.LABLEDGER_LOCKOUT_ATTEMPTS, DEFAULT_LOCKOUT.maxFailedAttempts),
        lockMinutes: positiveInteger(env.LABLEDGER_LOCKOUT_MINUTES, DEFAULT_LOCKOUT.lockMinutes),
      },
      password: {
        minLength: positiveInteger(env.LABLEDGER_PASSWORD_MIN_LENGTH, DEFAULT_PASSWORD_POLICY.minLength),
        minClasses: Math.min(4, positiveInteger(env.LABLEDGER_PASSWORD_MIN_CLASSES, DEFAULT_PASSWORD_POLICY.minClasses)),
        maxAgeDays: nonNegativeInteger(env.LABLEDGER_PASSWORD_MAX_AGE_DAYS, DEFAULT_PASSWORD_POLICY.maxAgeDays),
      },
      sessionIdleMs: positiveInteger(env.LABLEDGER_SESSION_IDLE_MINUTES, 30) * 60_000,
      legacySignature: env.LABLEDGER_LEGACY_SIGNATURE !== "off",
    },
    version: VERSION,
  };
  const exportWork = await startExportWork(
    runtime,
    { inProcess: workers === "in-process", publicUrl: env.LABLEDGER_PUBLIC_URL ?? "" },
    log,
  );
  const app = await createHttpServer(runtime, { consoleDir: join(REPO_ROOT, "apps/console/dist") });
  if (env.LABLEDGER_TRUST_PROXY) app.getHttpAdapter().getInstance().set("trust proxy", trustProxy(env.LABLEDGER_TRUST_PROXY));
  await app.listen(Number(env.PORT || 8080), env.HOST || "0.0.0.0");
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://localhost:${address.port}`;
  log(`LabLedger ${VERSION} (${ports.mode}) listening on ${url}; data in ${ports.dataDir}`);
  return {
    url,
    runtime,
    app,
    async stop() {
      await app.close();
      await exportWork.stop();
      await checkpointer?.stop();
      for (const runner of runners) await runner.stop();
      for (const restater of restaters) await restater.stop();
      await announcement?.stop();
      await publisher?.stop();
      await reactor?.stop();
      await runtime.snapshots.settled();
      await runtime.decisionFacts.close();
      await ports.close();
    },
  };
}

function checkpointExtras(publisher: DownstreamPublisher | undefined, timestamps: TimestampAuthority | undefined) {
  return { ...(publisher ? { publisher } : {}), ...(timestamps ? { timestamps } : {}) };
}

/** The key the checkpoints are checked with: the in-process checkpointer's, else LABLEDGER_CHECKPOINT_PUBLIC_KEY. */
function checkpointPublicKey(env: ServiceEnvironment, checkpointer: Checkpointer | undefined) {
  if (checkpointer) return createPublicKey(checkpointer.privateKey);
  return env.LABLEDGER_CHECKPOINT_PUBLIC_KEY ? readPublicKey(resolve(env.LABLEDGER_CHECKPOINT_PUBLIC_KEY)) : undefined;
}

/** The key that signs session tokens: LABLEDGER_SECRET, else one made once in the data directory. */
function sessionSecret(env: ServiceEnvironment, dataDir: string): Buffer {
  if (env.LABLEDGER_SECRET) return Buffer.from(env.LABLEDGER_SECRET);
  const file = join(dataDir, "session-secret.key");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600 });
  return Buffer.from(readFileSync(file, "utf8"), "base64");
}

function trustProxy(value: string): boolean | number | string {
  if (value === "true" || value === "false") return value === "true";
  return /^\d+$/.test(value) ? Number(value) : value;
}

function nonNegativeInteger(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(n) && n >= 0 ? n : fallback;
}
