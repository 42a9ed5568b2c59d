/**
 * The environment of this process without what would take a LabLedger out of the embedded mode or
 * configure it from outside: the suite's servers (KURRENTDB_URL, MONGODB_URL, KAFKA_BROKERS, set by
 * scripts/test.mjs) and any LABLEDGER_ setting but the suite's slow factor.
 */
export function embeddedEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([name]) => name === "LABLEDGER_SLOW" || !/^(LABLEDGER_|KURRENTDB_|MONGODB_|KAFKA_)/.test(name),
  );
  return { ...Object.fromEntries(kept), ...settings };
}
