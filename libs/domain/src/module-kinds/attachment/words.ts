import type { ModuleKind } from "../module-kind";

/** The attachment kind's name and the labels of a file row's keys. */
export const attachmentWords: ModuleKind["words"] = {
  en: { name: "Attachments", catalogue: { column: { name: "Name", size: "Size", mediaType: "File type" } } },
  "zh-CN": { name: "附件", catalogue: { column: { name: "名称", size: "大小", mediaType: "文件类型" } } },
};
