import { defineProjection } from "../projection";

/** Record books, with the viewing-scope fields (a book in a project is viewed like the project). */
export const notebooksProjection = defineProjection({
  name: "notebooks",
  collections: ["notebooks"],
  handles: ["NotebookCreated"],
  project: (event) => [
    {
      op: "upsert",
      collection: "notebooks",
      doc: { id: event.data.notebookId, ...event.data, viewerIds: [], createdAt: event.metadata.time },
      text: `${event.data.number} ${event.data.name}`,
    },
  ],
});
