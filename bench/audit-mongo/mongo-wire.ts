// The MongoDB-wire server of infra/mongo-wire (FerretDB) alone, started empty on the port given.
import { sh } from "../load/targets/servers";

export function startMongoWire(port: number) {
  const env = { ...process.env, MONGO_PORT: String(port), LABLEDGER_INFRA_RESET: "1" };
  sh("infra/mongo-wire/install.sh", env);
  sh("infra/mongo-wire/start.sh", env);
  return { url: `mongodb://127.0.0.1:${port}/`, stop: () => sh("infra/mongo-wire/stop.sh", env) };
}
