// The real Kafka broker and MongoDB-wire server of infra/, on the ports given, for the distributed run.
import { spawnSync } from "node:child_process";
import { ROOT } from "./processes";

export function sh(script: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync("bash", [script], { cwd: ROOT, env, encoding: "utf8", timeout: 15 * 60_000 });
  if (result.status !== 0) throw new Error(`${script} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
}

/** Installs (a no-op when done), starts both servers and answers their addresses and how to stop them. */
export function startServers(kafkaPort: number, mongoPort: number) {
  // Empty servers for every run: what an earlier run left cannot weigh on this one.
  const env = { ...process.env, KAFKA_PORT: String(kafkaPort), MONGO_PORT: String(mongoPort), LABLEDGER_INFRA_RESET: "1" };
  sh("infra/kafka/install.sh", env);
  sh("infra/mongo-wire/install.sh", env);
  sh("infra/kafka/start.sh", env);
  try {
    sh("infra/mongo-wire/start.sh", env);
  } catch (error) {
    sh("infra/kafka/stop.sh", env);
    throw error;
  }
  return {
    kafkaBrokers: `127.0.0.1:${kafkaPort}`,
    mongodbUrl: `mongodb://127.0.0.1:${mongoPort}/`,
    stop() {
      sh("infra/mongo-wire/stop.sh", env);
      sh("infra/kafka/stop.sh", env);
    },
  };
}
