import { startService } from "./runtime/start";

const service = await startService(process.env);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await service.stop();
    process.exit(0);
  });
}
