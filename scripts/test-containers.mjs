// The contract suites' servers as Docker containers, through testcontainers (LABLEDGER_TEST_SERVERS=containers).
// Images as in infra/compose.yaml; each start resolves to the variable's value and a stop.
import { KafkaContainer } from "@testcontainers/kafka";
import { MongoDBContainer } from "@testcontainers/mongodb";
import { GenericContainer, Wait } from "testcontainers";

const KURRENTDB_PORT = 2113;

export const CONTAINERS = {
  KURRENTDB_URL: {
    name: "KurrentDB container",
    async start() {
      const container = await new GenericContainer("docker.kurrent.io/kurrent-latest/kurrentdb:25.1")
        .withEnvironment({
          KURRENTDB_INSECURE: "true",
          KURRENTDB_RUN_PROJECTIONS: "None",
          KURRENTDB_ENABLE_ATOM_PUB_OVER_HTTP: "false",
        })
        .withExposedPorts(KURRENTDB_PORT)
        .withWaitStrategy(Wait.forHttp("/health/live", KURRENTDB_PORT).forStatusCode(204))
        .start();
      const value = `kurrentdb://${container.getHost()}:${container.getMappedPort(KURRENTDB_PORT)}?tls=false`;
      return { value, stop: () => container.stop() };
    },
  },
  MONGODB_URL: {
    name: "MongoDB container",
    async start() {
      // A one-member replica set (rs0); its member's name is the container's, hence directConnection.
      const container = await new MongoDBContainer("mongo:8").start();
      return { value: `${container.getConnectionString()}/?directConnection=true`, stop: () => container.stop() };
    },
  },
  KAFKA_BROKERS: {
    name: "Kafka container",
    async start() {
      // Confluent's image (Apache Kafka 4.0) in KRaft mode; one broker holds the transaction log.
      const container = await new KafkaContainer("confluentinc/cp-kafka:8.0.0")
        .withEnvironment({ KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: "1" })
        .start();
      return { value: `${container.getHost()}:${container.getMappedPort(9093)}`, stop: () => container.stop() };
    },
  },
};
