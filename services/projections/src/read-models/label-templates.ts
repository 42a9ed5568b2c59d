import { defineProjection } from "../projection";

/** Label templates (issue 20): the whole definition, on or off, who changed it last, whether it is in the rubbish bin. */
export const labelTemplatesProjection = defineProjection({
  name: "label_templates",
  collections: ["label_templates"],
  handles: ["LabelTemplateSaved", "LabelTemplateSwitched", "LabelTemplateBinned", "LabelTemplateRestored"],
  project: (event) => {
    const by = { updatedAt: event.metadata.time, updatedBy: event.metadata.actor.name };
    const patch = (id: string, set: Record<string, unknown>, text?: string) => [
      { op: "patch" as const, collection: "label_templates", id, set: { ...set, ...by }, ...(text ? { text } : {}) },
    ];
    switch (event.type) {
      case "LabelTemplateSaved": {
        const { templateId, ...definition } = event.data;
        return patch(templateId, { ...definition, binned: false }, definition.name);
      }
      case "LabelTemplateSwitched":
        return patch(event.data.templateId, { enabled: event.data.enabled });
      case "LabelTemplateBinned":
      case "LabelTemplateRestored":
        return patch(event.data.templateId, { binned: event.type === "LabelTemplateBinned" });
    }
  },
});
