import { defineProjection } from "../projection";

/**
 * Methods (SOPs, issue 20): `methods` holds each method's draft, the version in effect, the list
 * of versions and the records citing it (draft files and citations kept by id); `method_versions` one document per published version
 * with its whole content, so an old version reads as it was published.
 */
export const methodsProjection = defineProjection({
  name: "methods",
  collections: ["methods", "method_versions"],
  handles: [
    "MethodCreated",
    "MethodDraftSaved",
    "MethodFilesAttached",
    "MethodFileRemoved",
    "MethodPublished",
    "MethodRetired",
    "MethodBinned",
    "MethodRestored",
    "MethodCitedInRecord",
    "MethodCitationWithdrawn",
  ],
  project: (event) => {
    const { time, actor } = event.metadata;
    const by = { updatedAt: time, updatedBy: actor.name };
    const patch = (
      set: Record<string, unknown>,
      more: { text?: string; push?: Record<string, unknown>; unset?: string[] } = {},
    ) => [{ op: "patch" as const, collection: "methods", id: event.data.methodId, set: { ...set, ...by }, ...more }];
    const text = (content: { name: string; category: string }, number?: string) =>
      [number, content.name, content.category].filter(Boolean).join(" ");
    switch (event.type) {
      case "MethodCreated": {
        const { number, authorId, content } = event.data;
        return [
          {
            op: "upsert",
            collection: "methods",
            doc: {
              id: event.data.methodId,
              number,
              authorId,
              name: content.name,
              category: content.category,
              status: "draft",
              draft: content,
              files: {},
              version: 0,
              effectiveDate: null,
              current: null,
              versions: [],
              citations: {},
              binned: false,
              createdAt: time,
              ...by,
            },
            text: text(content, number),
          },
        ];
      }
      case "MethodDraftSaved": {
        const { number, content } = event.data;
        return patch({ draft: content, name: content.name, category: content.category }, { text: text(content, number) });
      }
      case "MethodFilesAttached":
        return patch(Object.fromEntries(event.data.files.map((file) => [`files.${file.rowId}`, file])));
      case "MethodFileRemoved":
        return patch({}, { unset: [`files.${event.data.rowId}`] });
      case "MethodPublished": {
        const { methodId, version, effectiveDate, changeSummary, content, files } = event.data;
        const published = { version, effectiveDate, changeSummary, publishedAt: time, publishedBy: actor.name };
        return [
          ...patch(
            { status: "effective", version, effectiveDate, current: { content, files } },
            { push: { versions: published } },
          ),
          {
            op: "upsert",
            collection: "method_versions",
            doc: { id: `${methodId}@${version}`, methodId, ...published, content, files },
          },
        ];
      }
      case "MethodRetired":
        return patch({ status: "retired" });
      case "MethodBinned":
      case "MethodRestored":
        return patch({ binned: event.type === "MethodBinned" });
      case "MethodCitedInRecord": {
        const { experimentId, version } = event.data;
        return patch({ [`citations.${experimentId}`]: { experimentId, version, citedAt: time, citedBy: actor.name } });
      }
      case "MethodCitationWithdrawn":
        return patch({}, { unset: [`citations.${event.data.experimentId}`] });
    }
  },
});

/** The team's prepared materials (recipes): the whole definition, who changed it last, whether it is in the rubbish bin. */
export const preparedMaterialsProjection = defineProjection({
  name: "prepared_materials",
  collections: ["prepared_materials"],
  handles: ["PreparedMaterialSaved", "PreparedMaterialBinned", "PreparedMaterialRestored"],
  project: (event) => {
    const by = { updatedAt: event.metadata.time, updatedBy: event.metadata.actor.name };
    switch (event.type) {
      case "PreparedMaterialSaved": {
        const { preparedMaterialId, ...definition } = event.data;
        const words = [definition.number, definition.name, ...definition.components.map((c) => c.name)].join(" ");
        return [
          {
            op: "patch",
            collection: "prepared_materials",
            id: preparedMaterialId,
            set: { ...definition, binned: false, ...by },
            text: words,
          },
        ];
      }
      case "PreparedMaterialBinned":
      case "PreparedMaterialRestored":
        return [
          {
            op: "patch",
            collection: "prepared_materials",
            id: event.data.preparedMaterialId,
            set: { binned: event.type === "PreparedMaterialBinned", ...by },
          },
        ];
    }
  },
});
