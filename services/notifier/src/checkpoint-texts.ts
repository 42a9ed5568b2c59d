// The checkpointer's log lines, in both languages (it runs in the command service or the notifier process).

type Language = "zh-CN" | "en";

const TEXTS = {
  keyCreated: {
    "zh-CN": (p: { path: string; publicKey: string }) =>
      `已生成检查点签名密钥：${p.path}（公钥：${p.publicKey}）。它在数据目录之外；请立即备份此文件。丢失后无法再签发与此前相同密钥的检查点，核验时须提供该公钥。`,
    en: (p: { path: string; publicKey: string }) =>
      `Made the checkpoint signing key at ${p.path} (public key: ${p.publicKey}). It lies outside the data directory; back this file up now: without it no checkpoint can be signed with the same key, and verification needs its public key.`,
  },
  insideData: {
    "zh-CN": (p: { what: string; path: string; dataDir: string }) =>
      `拒绝启动：检查点${p.what === "key" ? "签名密钥" : "见证目录"} ${p.path} 位于数据目录 ${p.dataDir} 之内。能改写数据文件的人也能改写它；请将其放在数据目录之外（LABLEDGER_CHECKPOINT_KEY、LABLEDGER_WITNESS）。`,
    en: (p: { what: string; path: string; dataDir: string }) =>
      `Refusing to start: the checkpoint ${p.what === "key" ? "signing key" : "witness directory"} ${p.path} is inside the data directory ${p.dataDir}. Whoever can rewrite the data files could rewrite it too; put it outside the data directory (LABLEDGER_CHECKPOINT_KEY, LABLEDGER_WITNESS).`,
  },
  stampFailed: {
    "zh-CN": (p: { position: number; problem: string }) =>
      `检查点（位置 ${p.position}）未能取得可信时间戳：${p.problem}。检查点照常保存；下一个检查点将再次请求时间戳。`,
    en: (p: { position: number; problem: string }) =>
      `The checkpoint at position ${p.position} got no trusted timestamp: ${p.problem}. It is kept without one; the next checkpoint asks again.`,
  },
  writeFailed: {
    "zh-CN": (p: { where: string; problem: string }) => `检查点未能写入 ${p.where}：${p.problem}。将在下一个检查点时重试。`,
    en: (p: { where: string; problem: string }) =>
      `A checkpoint could not be written to ${p.where}: ${p.problem}. The next checkpoint tries again.`,
  },
  publishFailed: {
    "zh-CN": (p: { position: number; problem: string }) => `检查点（位置 ${p.position}）未能发布到下游总线：${p.problem}。`,
    en: (p: { position: number; problem: string }) =>
      `The checkpoint at position ${p.position} could not be published downstream: ${p.problem}.`,
  },
} as const;

type Texts = typeof TEXTS;

/** The line in both languages, Chinese first (the server's other start-up lines do the same). */
export function checkpointText<K extends keyof Texts>(key: K, facts: Parameters<Texts[K]["en"]>[0]): string {
  const entry = TEXTS[key] as unknown as Record<Language, (f: typeof facts) => string>;
  return `${entry["zh-CN"](facts)}\n${entry.en(facts)}`;
}
