import { until } from "./patience";

/** Waits until the command service answers /api/health; on time-out, says what the services printed. */
export async function untilHealthy(url: string, output: readonly string[]): Promise<void> {
  await until(
    "the command service to answer /api/health",
    async () => Boolean((await fetch(`${url}/api/health`).catch(() => undefined))?.ok),
    { timeout: 60_000, interval: 250 },
  ).catch((error) => {
    throw new Error(`${error.message}; the services said:\n${output.join("")}`);
  });
}
