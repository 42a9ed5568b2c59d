// What a lease keeper logs, both languages, Chinese first (as the services' other start and stop lines).

const LOST_BECAUSE = {
  expired: { "zh-CN": "未能在到期前续约", en: "not renewed before it expired" },
  late: { "zh-CN": "续约应答晚于到期时间", en: "the renewal came back after it would have expired" },
  refused: {
    "zh-CN": "续约被拒绝或失败：可能已由另一进程接管",
    en: "the renewal was refused or failed: another process may hold it now",
  },
} as const;

export const LEASE_TEXTS = {
  acquired: (work: string, holder: string, epoch: number) =>
    `${work}：已取得租约（持有者 ${holder}，纪元 ${epoch}），本进程开始工作。\n` +
    `${work}: took over the lease (holder ${holder}, epoch ${epoch}); this process now does the work`,
  standby: (work: string, holder: string) =>
    `${work}：租约由另一进程持有，本进程 ${holder} 作为热备等待接管。\n` +
    `${work}: another process holds the lease; ${holder} stands by to take over`,
  lost: (work: string, epoch: number, why: keyof typeof LOST_BECAUSE) =>
    `${work}：失去租约（纪元 ${epoch}，${LOST_BECAUSE[why]["zh-CN"]}），立即停止工作并重新作为热备等待。\n` +
    `${work}: lost the lease (epoch ${epoch}, ${LOST_BECAUSE[why].en}); stopped the work at once and stands by again`,
  released: (work: string, epoch: number) =>
    `${work}：已释放租约（纪元 ${epoch}），备用进程可立即接管。\n` +
    `${work}: released the lease (epoch ${epoch}); a standby may take over at once`,
  failed: (work: string, problem: string) =>
    `${work}：取得租约后未能开始工作（${problem}），已释放租约，稍后重试。\n` +
    `${work}: could not start the work after taking the lease (${problem}); released it, trying again later`,
};
