import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { extractText } from "./extract-text";

/** Real files from public repositories, kept outside this one (each folder's SOURCES.md names them). */
const CORPUS = process.env.LABLEDGER_CORPUS ?? "/work/shared/corpus";
const ELN = join(CORPUS, "eln");
const SEQ = join(CORPUS, "seq");

const entriesOf = (crate: string) => unzipSync(new Uint8Array(readFileSync(join(ELN, crate))));
const read = async (bytes: Uint8Array | undefined, name: string) =>
  (await extractText(bytes ?? new Uint8Array(), { name }))?.text;

describe("text of real files", () => {
  // The ELN Consortium's example crates hold no PDF, DOCX or XLSX: their attachments are text, PNG, TIFF and JPEG.
  it.skipIf(!existsSync(ELN))(
    `reads the text attachments inside the ELN Consortium's example .eln crates (skipped when ${ELN} is absent)`,
    async () => {
      const kadi = entriesOf("kadi4mat__records-example.eln");
      expect(await read(kadi["records-example/records-example/files/example.csv"], "example.csv")).toContain(
        "Electric Characterization,,Ultrasound Transducer,,",
      );
      expect(await read(kadi["records-example/records-example/files/example.txt"], "example.txt")).toBe(
        "This is a sample text file added to an example record for Kadi4Mat example in ELN Consortium.",
      );
      const pasta = entriesOf("PASTA__PASTA.eln");
      expect(await read(pasta["test/PastasExampleProject/procedure.md"], "procedure.md")).toMatch(
        /^# Tensile testing with Doli\n/,
      );
      expect(await read(pasta["test/PastasExampleProject/002_DataFiles/simple.png"], "simple.png")).toBeUndefined();
      const sampleDb = entriesOf("SampleDB__sampledb_export.eln");
      expect(await read(sampleDb["sampledb_export/objects/1/files/0/example.txt"], "example.txt")).toBe("Dies ist ein Test");
      expect(
        await read(
          entriesOf("elabftw__export.eln")["2025-09-16-103731-export/Demo - Gold-master-experiment - 4af4da4e//example.jpg"],
          "example.jpg",
        ),
      ).toBeUndefined();
    },
  );

  it.skipIf(!existsSync(SEQ))(
    `reads GenBank and FASTA files, CRLF line ends included (skipped when ${SEQ} is absent)`,
    async () => {
      const genBank = await extractText(readFileSync(join(SEQ, "GenBank/NC_005816.gb")), { name: "NC_005816.gb" });
      expect(genBank?.text).toMatch(
        /^LOCUS NC_005816 9609 bp DNA circular BCT 21-JUL-2008\nDEFINITION Yersinia pestis biovar Microtus/,
      );
      const fasta = await extractText(readFileSync(join(SEQ, "Fasta/rose.pro")), { name: "rose.pro", mediaType: "text/plain" });
      expect(fasta?.text.split("\n")[0]).toBe(">gi|4959044|gb|AAD34209.1|AF069992_1 LIM domain interacting RING finger protein");
      expect(fasta?.text).not.toContain("\r");
    },
  );
});
