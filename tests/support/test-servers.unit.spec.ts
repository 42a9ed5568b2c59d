import { describe, expect, it } from "vitest";
import { chooseMode, serversToStart } from "../../scripts/test-servers.mjs";

describe("LABLEDGER_TEST_SERVERS: how npm test starts the contract suites' servers", () => {
  const daemon = () => true;
  const noDaemon = () => false;
  const mustNotAsk = () => {
    throw new Error("asked Docker although the setting decides");
  };

  it("auto, and no setting at all, take containers where a Docker daemon answers, else the infra scripts", () => {
    expect(chooseMode("auto", daemon)).toBe("containers");
    expect(chooseMode("auto", noDaemon)).toBe("scripts");
    expect(chooseMode(undefined, daemon)).toBe("containers");
    expect(chooseMode(undefined, noDaemon)).toBe("scripts");
    expect(chooseMode("", noDaemon)).toBe("scripts");
  });

  it("containers, scripts and none are taken as they are, without asking Docker", () => {
    for (const mode of ["containers", "scripts", "none"] as const) expect(chooseMode(mode, mustNotAsk)).toBe(mode);
    expect(chooseMode(" Containers ", mustNotAsk)).toBe("containers");
  });

  it("refuses a setting it does not know, naming the ones it does", () => {
    expect(() => chooseMode("docker", daemon)).toThrow(/LABLEDGER_TEST_SERVERS=docker .*containers, scripts, none, auto/);
  });

  it("containers start KurrentDB, MongoDB and Kafka; the scripts Kafka and MongoDB wire; none nothing", () => {
    expect(serversToStart("containers", {})).toEqual(["KURRENTDB_URL", "MONGODB_URL", "KAFKA_BROKERS"]);
    expect(serversToStart("scripts", {})).toEqual(["KAFKA_BROKERS", "MONGODB_URL"]);
    expect(serversToStart("none", {})).toEqual([]);
  });

  it("a server already named by its variable is used as it is, not started", () => {
    expect(serversToStart("containers", { KURRENTDB_URL: "kurrentdb://db:2113?tls=false", MONGODB_URL: "" })).toEqual([
      "MONGODB_URL",
      "KAFKA_BROKERS",
    ]);
    expect(serversToStart("scripts", { KAFKA_BROKERS: "127.0.0.1:9092" })).toEqual(["MONGODB_URL"]);
  });
});
