import { endOnSignals } from "@labledger/adapters/process/service-lifecycle";
import { CheckpointSetupError } from "@labledger/notifier";
import { startService } from "./runtime/start";

const service = await startService(process.env).catch((error: unknown) => {
  // A refusal already says why, in both languages: no stack trace for the operator.
  if (!(error instanceof CheckpointSetupError)) throw error;
  console.error(error.message);
  process.exit(1);
});
endOnSignals(async () => {
  await service.stop();
});
