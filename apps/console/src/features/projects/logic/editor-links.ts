/** The record editor's addresses (spec §2), built by the records feature; these pages only lead there. */
export const editorLinks = {
  /** A blank record (no template, id 0) in a book: the editor asks title, project and task. */
  newRecord: (bookId: string) => `/newRecord/0/${encodeURIComponent(bookId)}`,
  cloneRecord: (experimentId: string, bookId: string) =>
    `/cloneRecord/${encodeURIComponent(experimentId)}/${encodeURIComponent(bookId)}`,
  editRecord: (id: string) => `/editRecord/${encodeURIComponent(id)}`,
  previewRecord: (id: string) => `/previewRecord/${encodeURIComponent(id)}`,
};
