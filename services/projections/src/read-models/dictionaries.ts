import { defineProjection } from "../projection";

/** Dictionary items (choices such as units or sample types); disabled ones are kept, flagged. */
export const dictionariesProjection = defineProjection({
  name: "dictionaries",
  collections: ["dictionary_items"],
  handles: ["DictionaryItemAdded", "DictionaryItemStatusChanged"],
  project: (event) => {
    switch (event.type) {
      case "DictionaryItemAdded":
        return [
          {
            op: "upsert",
            collection: "dictionary_items",
            doc: {
              id: event.data.itemId,
              category: event.data.category,
              name: event.data.name,
              enabled: true,
              createdAt: event.metadata.time,
            },
            text: event.data.name,
          },
        ];
      case "DictionaryItemStatusChanged":
        return [{ op: "patch", collection: "dictionary_items", id: event.data.itemId, set: { enabled: event.data.enabled } }];
    }
  },
});
