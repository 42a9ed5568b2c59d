import { defineProjection } from "../projection";

/**
 * Record templates (issue 18): `templates`, one document per template for the template centre
 * and my templates (scope, versions, use count, collectors); `template_versions`, one per saved
 * version with its modules (preview, compare); `template_collections`, one per member who
 * collected a template (the centre's collected filter).
 */
export const templatesProjection = defineProjection({
  name: "templates",
  collections: ["templates", "template_versions", "template_collections"],
  handles: [
    "TemplateCreated",
    "TemplateDraftSaved",
    "TemplateVersionSaved",
    "TemplatePublishRequested",
    "TemplatePublishDecided",
    "TemplateUnpublished",
    "TemplateBinned",
    "TemplateRestored",
    "TemplateCollected",
    "TemplateUncollected",
    "ExperimentCreated",
  ],
  project: (event) => {
    const at = event.metadata.time;
    const patch = (id: string, set: Record<string, unknown>, more: { text?: string; inc?: Record<string, number> } = {}) => ({
      op: "patch" as const,
      collection: "templates",
      id,
      set: { ...set, updatedAt: at },
      ...more,
    });
    switch (event.type) {
      case "TemplateCreated": {
        const { templateId, name, description, authorId, departmentId, fromRecord } = event.data;
        return [
          {
            op: "upsert",
            collection: "templates",
            doc: {
              id: templateId,
              name,
              description,
              authorId,
              departmentId,
              scope: "personal",
              publishedVersion: null,
              publishedDepartmentId: null,
              latestVersion: 0,
              moduleCounts: {},
              draftModuleCount: 0,
              binned: false,
              collectorCount: 0,
              useCount: 0,
              pendingPublish: null,
              fromRecord: fromRecord ?? null,
              createdAt: at,
              updatedAt: at,
            },
            text: name,
          },
        ];
      }
      case "TemplateDraftSaved": {
        const { templateId, name, description, modules } = event.data;
        return [patch(templateId, { name, description, draftModuleCount: modules.length }, { text: name })];
      }
      case "TemplateVersionSaved": {
        const { templateId, version, changeSummary, name, description, modules } = event.data;
        return [
          patch(templateId, { latestVersion: version, [`moduleCounts.${version}`]: modules.length }),
          {
            op: "upsert",
            collection: "template_versions",
            doc: {
              id: `${templateId}:v${version}`,
              templateId,
              version,
              changeSummary,
              name,
              description,
              modules,
              savedBy: event.metadata.actor.userId,
              savedByName: event.metadata.actor.name,
              savedAt: at,
            },
          },
        ];
      }
      case "TemplatePublishRequested": {
        const { templateId, requestId, version, scope } = event.data;
        return [patch(templateId, { pendingPublish: { requestId, version, scope } })];
      }
      case "TemplatePublishDecided": {
        const { templateId, granted, version, scope, departmentId } = event.data;
        const published = granted ? { scope, publishedVersion: version, publishedDepartmentId: departmentId } : {};
        return [patch(templateId, { pendingPublish: null, ...published })];
      }
      case "TemplateUnpublished":
        return [patch(event.data.templateId, { scope: "personal", publishedVersion: null, publishedDepartmentId: null })];
      case "TemplateBinned":
      case "TemplateRestored":
        return [patch(event.data.templateId, { binned: event.type === "TemplateBinned" })];
      case "TemplateCollected":
      case "TemplateUncollected": {
        const { templateId, memberId } = event.data;
        const collected = event.type === "TemplateCollected";
        const id = `${templateId}:${memberId}`;
        return [
          {
            op: "patch",
            collection: "templates",
            id: templateId,
            inc: { collectorCount: collected ? 1 : -1 },
          },
          collected
            ? { op: "upsert", collection: "template_collections", doc: { id, templateId, memberId, collectedAt: at } }
            : { op: "delete", collection: "template_collections", id },
        ];
      }
      case "ExperimentCreated": {
        // Ranking by use: every record made from a template counts once.
        const { templateId } = event.data;
        return templateId ? [{ op: "patch", collection: "templates", id: templateId, inc: { useCount: 1 } }] : [];
      }
    }
  },
});
