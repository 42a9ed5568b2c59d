import type { MessageKind } from "@labledger/domain";

type Language = "zh-CN" | "en";

interface Facts {
  readonly number: string;
  readonly title: string;
  readonly version: number | null;
  readonly detail: string | null;
  /** A mention's author and module (empty: the record's own thread). */
  readonly author?: string;
  readonly module?: string;
}

const DETAIL: Record<Language, Record<string, string>> = {
  "zh-CN": { approved: "已通过", rejected: "已驳回", granted: "已同意", refused: "已拒绝", readOnly: "只读", readWrite: "读写" },
  en: {
    approved: "approved",
    rejected: "rejected",
    granted: "granted",
    refused: "refused",
    readOnly: "read-only",
    readWrite: "read-write",
  },
};

const TEXTS: Record<Language, Record<MessageKind, (f: Facts, detail: string) => string>> = {
  "zh-CN": {
    approvalRequested: (f) => `记录 ${f.number}「${f.title}」第 ${f.version} 版待您审批`,
    approvalDecided: (f, d) => `您的记录 ${f.number}「${f.title}」第 ${f.version} 版${d}`,
    recallRequested: (f) => `记录 ${f.number}「${f.title}」第 ${f.version} 版申请撤回,待您审批`,
    recallDecided: (f, d) => `您对记录 ${f.number}「${f.title}」的撤回申请${d}`,
    delayedSubmission: (f) => `您有 ${f.detail} 条记录逾期未提交`,
    pendingReview: (f) => `您有 ${f.detail} 条记录待审批`,
    exportRequested: (f) => `有一项导出（${f.detail} 条记录）待您审批`,
    exportRejected: (f) => `您的导出（${f.detail} 条记录）已被驳回`,
    exportReady: (f) => `您的导出（${f.detail} 条记录）已生成，请在“文件下载”中下载`,
    exportFailed: (f) => `您的导出（${f.detail} 条记录）失败，请重新导出`,
    materialsExpiring: (f) => `库存中有 ${f.detail} 批物料即将过期`,
    commentMentioned: (f) =>
      f.module
        ? `${f.author} 在记录 ${f.number}「${f.title}」的模块「${f.module}」的评论中提及了您`
        : `${f.author} 在记录 ${f.number}「${f.title}」的评论中提及了您`,
    shareRequested: (f) => `记录 ${f.number}「${f.title}」的分享申请待您审批`,
    shareDecided: (f, d) => `您对记录 ${f.number}「${f.title}」的分享申请${d}`,
    recordShared: (f, d) => `记录 ${f.number}「${f.title}」已分享给您（${d}）`,
  },
  en: {
    approvalRequested: (f) => `Record ${f.number} "${f.title}" version ${f.version} waits for your review`,
    approvalDecided: (f, d) => `Your record ${f.number} "${f.title}" version ${f.version} was ${d}`,
    recallRequested: (f) => `Recall of record ${f.number} "${f.title}" version ${f.version} waits for your decision`,
    recallDecided: (f, d) => `Your recall of record ${f.number} "${f.title}" was ${d}`,
    delayedSubmission: (f) => `${f.detail} of your records are overdue for submission`,
    pendingReview: (f) => `${f.detail} records wait for your review`,
    exportRequested: (f) => `An export of ${f.detail} records waits for your approval`,
    exportRejected: (f) => `Your export of ${f.detail} records was rejected`,
    exportReady: (f) => `Your export of ${f.detail} records is ready: download it under "File downloads"`,
    exportFailed: (f) => `Your export of ${f.detail} records failed; please export again`,
    materialsExpiring: (f) => `${f.detail} lots in the inventory are about to expire`,
    commentMentioned: (f) =>
      f.module
        ? `${f.author} mentioned you in a comment on module "${f.module}" of record ${f.number} "${f.title}"`
        : `${f.author} mentioned you in a comment on record ${f.number} "${f.title}"`,
    shareRequested: (f) => `A share of record ${f.number} "${f.title}" waits for your decision`,
    shareDecided: (f, d) => `Your share of record ${f.number} "${f.title}" was ${d}`,
    recordShared: (f, d) => `Record ${f.number} "${f.title}" was shared with you (${d})`,
  },
};

/** An e-mail's subject and text in the recipient's language (the console words messages itself). */
export function messageText(kind: MessageKind, facts: Facts, language: Language): { subject: string; text: string } {
  const subject = TEXTS[language][kind](facts, DETAIL[language][facts.detail ?? ""] ?? facts.detail ?? "");
  const footer = language === "zh-CN" ? "请登录 LabLedger 查看。" : "Open LabLedger to see it.";
  return { subject: `LabLedger: ${subject}`, text: `${subject}\n\n${footer}\n` };
}
