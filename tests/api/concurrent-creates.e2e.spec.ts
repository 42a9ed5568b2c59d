import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startTestService } from "./harness";

/**
 * Many members creating at once all draw numbers from one stream per kind. Each create must
 * get its number (no conflict given up on after a few retries) and no number twice.
 */
describe("creates arriving together", () => {
  let api: Awaited<ReturnType<typeof startTestService>>;
  let admin: string;
  beforeAll(async () => {
    api = await startTestService();
    admin = await api.login("admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await api?.service.stop();
  });

  it("given 40 record books created at the same moment, every one is created, each with its own number, none skipped", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.call("POST", "/api/notebooks", { token: admin, json: { name: `Parallel book ${i}` } }),
      ),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(
      answers.map((r) => r.status),
      JSON.stringify(bodies[answers.findIndex((r) => r.status !== 200)]),
    ).toEqual(answers.map(() => 200));
    const serials = bodies.map((b) => Number(/(\d+)$/.exec(b.response.number)![1])).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(40);
    expect(serials.at(-1)! - serials[0]!).toBe(39);
  });
});
