// Which real servers `npm test` starts for the contract suites, and how (LABLEDGER_TEST_SERVERS):
//   containers  KurrentDB, MongoDB and Kafka in Docker containers, through testcontainers;
//   scripts     a Kafka broker and a MongoDB-wire server from infra/kafka and infra/mongo-wire;
//   none        nothing (suites whose server is missing report NOT RUN);
//   auto        (default) containers when `docker info` answers, else scripts.
// A server whose variable (KURRENTDB_URL, MONGODB_URL, KAFKA_BROKERS) is already set is used as it is.
import { spawnSync } from "node:child_process";

export const MODES = ["containers", "scripts", "none", "auto"];

/** The servers each way can start, by the variable that points the suites at them. */
export const SERVERS_BY_MODE = {
  containers: ["KURRENTDB_URL", "MONGODB_URL", "KAFKA_BROKERS"],
  scripts: ["KAFKA_BROKERS", "MONGODB_URL"],
  none: [],
};

/**
 * The way servers are started: the setting, or for "auto" (and no setting) containers when a
 * Docker daemon answers, else scripts. `dockerAnswers` is asked only for "auto".
 */
export function chooseMode(setting, dockerAnswers) {
  const mode = (setting ?? "").trim().toLowerCase() || "auto";
  if (!MODES.includes(mode)) {
    throw new Error(`LABLEDGER_TEST_SERVERS=${setting} is not one of ${MODES.join(", ")}`);
  }
  if (mode !== "auto") return mode;
  return dockerAnswers() ? "containers" : "scripts";
}

/** The variables still to be filled by starting a server: those of the mode that `env` does not set. */
export function serversToStart(mode, env) {
  return SERVERS_BY_MODE[mode].filter((variable) => !env[variable]);
}

/** True when a Docker daemon answers `docker info` (a client without a daemon does not). */
export function dockerAnswers() {
  const result = spawnSync("docker", ["info"], { stdio: "ignore", timeout: 30_000 });
  return result.status === 0;
}
