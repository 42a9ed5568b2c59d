import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A PDF read back the way a reader's viewer would: its metadata and each page's text, every run of white space as one space. */
export async function readPdf(bytes: ArrayBuffer | Uint8Array) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " "),
    );
  }
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  await pdf.destroy();
  return { pages, info, text: pages.join("\n") };
}
