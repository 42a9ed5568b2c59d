import { describe, it } from "vitest";
import { specification } from "../decider/given-when-then";
import { numberIssuer, PROJECT_NUMBER_RULE } from "./number-issuer";

const { given } = specification(numberIssuer);
const date = { year: 2026, month: 11, day: 22 };
const daily = { prefix: "EXP", relatedKey: "date", dateFormat: "YYMMDD", serialDigits: 3, mode: "restart" } as const;
const issued = (counter: string, serial: number, number: string, forId: string) => ({
  type: "NumberIssued" as const,
  data: { target: "experiment" as const, counter, serial, number, forId },
});

describe("number issuer", () => {
  it("gives the next serial of the counter, so the same number is never given twice", () => {
    given([issued("key:261122", 1, "EXP261122001", "e1")])
      .when({ type: "IssueNumber", target: "experiment", rule: daily, context: { date }, forId: "e2" })
      .then([issued("key:261122", 2, "EXP261122002", "e2")]);
  });
  it("restarts a daily rule on a new day", () => {
    given([issued("key:261122", 7, "EXP261122007", "e1")])
      .when({ type: "IssueNumber", target: "experiment", rule: daily, context: { date: { ...date, day: 23 } }, forId: "e2" })
      .then([issued("key:261123", 1, "EXP261123001", "e2")]);
  });
  it("numbers projects PRJ001, PRJ002, …", () => {
    given([{ type: "NumberIssued", data: { target: "project", counter: "rule", serial: 1, number: "PRJ001", forId: "p1" } }])
      .when({ type: "IssueNumber", target: "project", rule: PROJECT_NUMBER_RULE, context: { date }, forId: "p2" })
      .then([{ type: "NumberIssued", data: { target: "project", counter: "rule", serial: 2, number: "PRJ002", forId: "p2" } }]);
  });
});
