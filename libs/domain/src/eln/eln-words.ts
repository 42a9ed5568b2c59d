import type { Language } from "../audit/words";

/** The words an .eln export writes and an import adds, in the languages LabLedger speaks. */
const WORDS = {
  en: {
    exportDescription: "Records exported from LabLedger ({count})",
    licenceName: "No licence given",
    licenceDescription: "The records' owners keep every right; ask them before reusing the records.",
    notebook: "Record book",
    project: "Project",
    signedRecord: "Electronic signature on the record: {meaning}",
    signedModule: "Electronic signature on “{module}”: {meaning}",
    recordFile: "The LabLedger record with its modules' full content, for an import without loss",
    steps: "Steps",
    comments: "Comments",
    category: "Category",
    genre: "Type",
    status: "Status",
    identifier: "Identifier",
    period: "Date",
    version: "Version",
    original: "The original in {application}",
    elsewhere: "elsewhere",
    untitled: "Untitled",
  },
  "zh-CN": {
    exportDescription: "从 LabLedger 导出的记录（{count} 条）",
    licenceName: "未授予许可",
    licenceDescription: "记录的所有者保留全部权利；再次使用前请征得其同意。",
    notebook: "记录本",
    project: "项目",
    signedRecord: "记录的电子签名：{meaning}",
    signedModule: "“{module}”的电子签名：{meaning}",
    recordFile: "LabLedger 记录及其模块的完整内容，用于无损导入",
    steps: "步骤",
    comments: "评论",
    category: "类别",
    genre: "类型",
    status: "状态",
    identifier: "标识",
    period: "日期",
    version: "版本",
    original: "{application}中的原记录",
    elsewhere: "其他系统",
    untitled: "无标题",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ElnWord = keyof (typeof WORDS)["en"];
export type ElnWords = (key: ElnWord, params?: Readonly<Record<string, string | number>>) => string;

export const elnWordsIn =
  (language: Language): ElnWords =>
  (key, params = {}) =>
    WORDS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
