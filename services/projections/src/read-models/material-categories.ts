import { defineProjection } from "../projection";

/** The self-made material categories (issue 20) with their own columns: the settings page and the material pages read them. */
export const materialCategoriesProjection = defineProjection({
  name: "material_categories",
  collections: ["material_categories"],
  handles: ["MaterialCategoryDefined", "MaterialCategoryDeleted"],
  project: (event) => {
    if (event.type === "MaterialCategoryDeleted")
      return [{ op: "delete", collection: "material_categories", id: event.data.categoryId }];
    const { categoryId, ...definition } = event.data;
    return [
      {
        op: "upsert",
        collection: "material_categories",
        doc: { id: categoryId, ...definition, updatedAt: event.metadata.time, updatedBy: event.metadata.actor.name },
        text: definition.name,
      },
    ];
  },
});
