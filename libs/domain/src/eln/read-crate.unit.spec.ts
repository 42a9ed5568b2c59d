import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  consortiumProblems,
  ELN_CORPUS,
  elnCorpusFiles,
  elnCorpusPresent,
  entryFacts,
  readCorpusEln,
  schemaProblems,
} from "../../../../tests/support/eln-checks";
import { nameProblem } from "../attachment/attachment-names";
import { DomainError } from "../decider/domain-error";
import { brokenRule } from "../module-kinds/kit/content-schema";
import { isKnownKind, kindOf } from "../module-kinds/registry";
import { buildCrate } from "./build-crate";
import { AMIDE_COUPLING, CRATE_OPTIONS } from "./eln.fixtures";
import type { ImportedCrate, ImportedRecord } from "./imported-record";
import { readCrate } from "./read-crate";

const readCorpus = (name: string): ImportedCrate => {
  const eln = readCorpusEln(name);
  return readCrate(eln.metadata, entryFacts(eln.files), { language: "en" });
};
const titled = (crate: ImportedCrate, title: string): ImportedRecord => crate.records.find((r) => r.title === title)!;
const moduleOf = (record: ImportedRecord, type: string, subType: string | null = null) =>
  record.modules.find((m) => m.type === type && m.subType === subType);
const info = (record: ImportedRecord) =>
  Object.fromEntries(moduleOf(record, "grid", "labInfoTable")!.content.rows.map((row) => [row.item, row.content]));

describe.skipIf(!elnCorpusPresent)(`readCrate on the consortium's example files (skipped when ${ELN_CORPUS} is absent)`, () => {
  it("each file passes the consortium's own checks, so the tests read what the format allows", () => {
    for (const name of elnCorpusFiles()) {
      const { metadata } = readCorpusEln(name);
      expect(consortiumProblems(metadata), name).toEqual([]);
      expect(schemaProblems(metadata) ?? [], name).toEqual([]);
    }
  });

  it("gives every module a registered kind and content its kind's contentSchema takes, every file a name the attachment rules take", () => {
    for (const name of elnCorpusFiles())
      for (const record of readCorpus(name).records) {
        expect([...record.title].length).toBeLessThanOrEqual(300);
        for (const module of record.modules) {
          expect(isKnownKind(module.type, module.subType), `${name} ${module.type}`).toBe(true);
          const kind = kindOf(module.type)!;
          expect(brokenRule(kind.contentSchema, module.content), `${name} ${record.title} ${module.title}`).toBeNull();
          expect(kind.contentRule?.(module.content) ?? null).toBeNull();
        }
        for (const file of record.files) expect(nameProblem(file.name), file.name).toBeUndefined();
      }
  });

  it("eLabFTW: the twelve Datasets of the root, with text (HTML kept), dates, author, keywords, links, steps and comments", () => {
    const crate = readCorpus("elabftw__export.eln");
    expect(crate.source).toEqual({
      application: "eLabFTW",
      url: "https://www.elabftw.net",
      createdAt: "2025-09-16T10:37:31+02:00",
    });
    expect(crate.records.map((r) => r.title)).toEqual([
      "Gold master experiment",
      "Facilis illum sed reprehenderit.",
      "Synthesis of Aspirin",
      "Video microscope Bravo",
      "Testing the eLabFTW lab notebook",
      "Testing relationship between acceleration and gravity",
      "Effect of temperature on enzyme activity",
      "フルーツフライの食性に関する研究",
      "Synthesis and Characterization of a Novel Organic Compound with Antimicrobial Properties",
      "Transfection of p103Δ12-22 into RPE-1 Actin-RFP",
      "An example experiment",
      "Test the grouped extra fields",
    ]);
    const gold = titled(crate, "Gold master experiment");
    expect(gold).toMatchObject({
      sourceId: "./Demo - Gold-master-experiment - 4af4da4e/",
      createdAt: "2025-09-16T10:32:54+02:00",
      modifiedAt: "2025-09-16T10:37:05+02:00",
      authors: ["Nicola Mohr"],
      keywords: ["generated from yml", "test-data", "eln", "tag with space", "special chars {[éèÀ®]}:*<>×÷±"],
    });
    expect(gold.text).toContain("Level 1 title Level 2 title The goal of this experiment");
    expect(gold.files).toEqual([
      {
        path: "Demo - Gold-master-experiment - 4af4da4e/example.jpg",
        name: "example.jpg",
        mediaType: "application/octet-stream",
        size: 85530,
        sha256: "b73626c9a9ed8561ed6126df2493bc0d84fb8feedc9fe34aed94f7d2d5f4f60f",
      },
    ]);
    expect(gold.links).toEqual([
      { title: "The original in eLabFTW", url: "https://elab.local:3148/experiments.php?mode=view&id=52" },
      { title: "Facilis illum sed reprehenderit.", url: "https://elab.local:3148/experiments.php?mode=view&id=32" },
      { title: "Synthesis of Aspirin", url: "https://elab.local:3148/experiments.php?mode=view&id=57" },
      { title: "Video microscope Bravo", url: "https://elab.local:3148/database.php?mode=view&id=110" },
    ]);
    expect(gold.comments).toEqual([
      {
        author: "Nicola Mohr",
        createdAt: "2025-09-16T10:32:54+02:00",
        text: expect.stringMatching(/^Great results on the DNA extraction\./),
      },
    ]);
    const html = String(moduleOf(gold, "editor")!.content.fields.html);
    expect(html).toMatch(/^<h1 style="line-height:1;">Level 1 title<\/h1>/);
    expect(html).toContain("<h2>Steps</h2><ol><li>a step (finished)</li><li>another step (unfinished)</li></ol>");
    expect(html).toContain("<h2>Comments</h2><p><strong>Nicola Mohr · 2025-09-16T10:32:54+02:00</strong></p><p>Great results");
    expect(info(gold)).toMatchObject({
      Category: "Demo",
      Status: "Success",
      "Number with units": "12 mM",
      "Radio buttons": "Oui",
    });
    expect(Object.keys(info(gold))).not.toContain("elabftw_metadata");
    expect(moduleOf(gold, "attachment")!.content.rows).toEqual([
      { rowId: "r1", name: "example.jpg", size: 85530, sha256: gold.files[0]!.sha256, mediaType: "application/octet-stream" },
    ]);
    const example = titled(crate, "An example experiment");
    expect(example.text).toBe("This is the content of the experiment");
    expect(example.comments.map((c) => c.author)).toEqual(["Neva Heaney", "Neva Heaney"]);
    expect(info(titled(crate, "Test the grouped extra fields"))["Has group_id that is not in elabftw.groups"]).toBe("I am lost!");
  });

  it("Kadi4Mat: one record, its text from the description's TextObject (Markdown, kept as escaped text), its extras and four files", () => {
    const crate = readCorpus("kadi4mat__records-example.eln");
    expect(crate.source).toEqual({
      application: "Kadi4Mat",
      url: "https://kadi.iam.kit.edu",
      createdAt: "2024-11-19T13:44:35.476888+00:00",
    });
    expect(crate.records).toHaveLength(1);
    const record = crate.records[0]!;
    expect(record).toMatchObject({
      title: "records-example",
      text: "This is a sample record.",
      createdAt: "2022-10-10T10:06:11.191752+00:00",
      modifiedAt: "2024-08-21T11:43:17.626965+00:00",
      authors: ["Manideep"],
      keywords: ["sample"],
    });
    expect(moduleOf(record, "editor")!.content.fields.html).toBe("<p>This is a sample record.</p>");
    expect(info(record)).toMatchObject({ "actor.givenName": "Max", "Tools Used.0": "Universal Specimen holder" });
    expect(record.files.map((f) => [f.path, f.size, f.mediaType])).toEqual([
      ["records-example/records-example.json", 3216, "application/octet-stream"],
      ["records-example/records-example.ttl", 2704, "application/octet-stream"],
      ["records-example/files/example.csv", 151, "text/csv"],
      ["records-example/files/example.txt", 93, "text/plain"],
    ]);
  });

  it("PASTA: the nine Datasets of the root (children listed there too), each with only its own files, authors from the crate's creator", () => {
    const crate = readCorpus("PASTA__PASTA.eln");
    expect(crate.source.application).toBe("PASTA ELN");
    expect(crate.records.map((r) => r.title)).toEqual([
      "PASTAs Example Project",
      "This is an example task",
      "This is another example task",
      "This is an example subtask",
      "This is another example subtask",
      "Data files",
      "Big instrument",
      "Sensor",
      "Example sample",
    ]);
    for (const record of crate.records) expect(record.authors).toEqual(["Steffen Brinckmann"]);
    const project = titled(crate, "PASTAs Example Project");
    expect(project).toMatchObject({
      text: "Can be used as reference or deleted",
      createdAt: "2025-09-30T13:59:35.471250",
      keywords: ["Important"],
    });
    expect(project.files.map((f) => f.path)).toEqual([
      "PastasExampleProject/workplan.py",
      "CommonFiles/Example_SOP.md",
      "PastasExampleProject/procedure.md",
      "PastasExampleProject/worklog.log",
    ]);
    expect(titled(crate, "This is another example task").files.map((f) => [f.path, f.sha256])).toEqual([
      [
        "PastasExampleProject/001_ThisIsAnotherExampleTask/simple.png",
        "e8b9e203eff32379a69bb3785e51a5edce8aa7fc4809c696eae8ddee7bab8210",
      ],
    ]);
    const data = titled(crate, "Data files");
    expect(data.files.map((f) => f.name)).toEqual(["simple.csv", "simple.png", "example.tif"]);
    const pollen = "https://upload.wikimedia.org/wikipedia/commons/thumb/a/a4/Misc_pollen.jpg/315px-Misc_pollen.jpg";
    expect(data.links).toEqual([{ title: pollen, url: pollen }]);
    expect(info(titled(crate, "Big instrument"))).toMatchObject({ Model: "ABC-123", Vendor: "Company A" });
    expect(info(titled(crate, "Example sample"))).toMatchObject({ "Geometry → Height": "4 mm" });
  });

  it("SampleDB: two objects, versions (child Datasets not in the root) read as their files, comments that name their parent", () => {
    const crate = readCorpus("SampleDB__sampledb_export.eln");
    expect(crate.records.map((r) => r.title)).toEqual(["Measurement", "OMBE-1"]);
    const measurement = titled(crate, "Measurement");
    expect(measurement).toMatchObject({
      text: "Object #7",
      createdAt: "2025-10-15T14:24:08.015349",
      authors: ["Basic User"],
      keywords: ["example_tag", "other_tag", "tag3"],
    });
    expect(measurement.links).toContainEqual({ title: "OMBE-1", url: "http://localhost:5000/objects/1" });
    expect(info(measurement)).toMatchObject({ Sample: "OMBE-1" });
    const sample = titled(crate, "OMBE-1");
    expect(sample.authors).toEqual(["Instrument Scientist"]);
    expect(sample.comments.map((c) => c.text)).toContain("This is another, shorter comment");
    expect(sample.files.map((f) => [f.name, f.size, f.mediaType])).toEqual([
      ["files.json", 763, "application/octet-stream"],
      ["example.txt", 17, "text/plain"],
      ["demo.png", 9952, "image/png"],
      ["schema.json", 4073, "application/octet-stream"],
      ["data.json", 7695, "application/octet-stream"],
    ]);
    expect(info(sample)).toMatchObject({ Substrate: "GaAs", "Multilayers → 0 → Films → 0 → Film Thickness": "5 Å" });
  });
});

describe("readCrate on a crate LabLedger wrote", () => {
  const crate = buildCrate([AMIDE_COUPLING], CRATE_OPTIONS);
  const rowOf = new Map(AMIDE_COUPLING.modules.flatMap((m) => m.content.rows).map((row) => [row.sha256, row]));
  const entries = new Map(
    crate.files.map((file) => [
      file.path,
      "text" in file
        ? { size: Buffer.byteLength(file.text), sha256: createHash("sha256").update(file.text).digest("hex") }
        : "bytes" in file
          ? { size: file.bytes.length, sha256: createHash("sha256").update(file.bytes).digest("hex") }
          : { size: Number(rowOf.get(file.sha256)!.size), sha256: file.sha256 },
    ]),
  );
  const text = (path: string) => {
    const file = crate.files.find((f) => f.path === path);
    return file && "text" in file ? file.text : undefined;
  };

  it("gives back the same modules, exactly (LabLedger → .eln → LabLedger loses nothing)", () => {
    const [record] = readCrate(crate.metadata, entries, { readText: text }).records;
    expect(record!.modules).toEqual(AMIDE_COUPLING.modules.map(({ moduleId: _, ...module }) => module));
    expect(record!.files.map((f) => [f.name, f.sha256])).toEqual([
      ["谱图 1 (final).pdf", "ab".repeat(32)],
      ["NMR.PNG", "cd".repeat(32)],
      ["nmr.png", "ef".repeat(32)],
    ]);
    expect(record).toMatchObject({
      title: "Amide coupling",
      createdAt: "2024-11-23T09:15:00.000Z",
      authors: ["王 芳"],
      keywords: ["amide", "HATU DIPEA", "coupling"],
    });
    expect(record!.comments.map((c) => [c.author, c.text])).toEqual([
      ["Li Lei", "Electronic signature on the record: Approval"],
      ["王 芳", "Electronic signature on “Procedure”: Authorship"],
    ]);
  });

  it("reads it like any ELN's crate when the record file cannot be read, or breaks a rule (an unknown kind)", () => {
    const foreign = readCrate(crate.metadata, entries).records[0]!;
    expect(foreign.modules.map((m) => m.type)).toEqual(["editor", "grid", "attachment"]);
    expect(foreign.text).toContain("Procedure");
    const tampered = (path: string) => text(path)?.replace('"type": "editor"', '"type": "script"');
    expect(readCrate(crate.metadata, entries, { readText: tampered }).records[0]!.modules[0]!.type).toBe("editor");
    expect(readCrate(crate.metadata, entries, { readText: tampered }).records[0]!.modules[0]!.title).toBe("富文本");
  });
});

describe("readCrate refuses what is not an RO-Crate, and reads the rest as well as it can", () => {
  const crateOf = (graph: unknown[]) => ({ "@context": "https://w3id.org/ro/crate/1.1/context", "@graph": graph });
  const descriptor = { "@id": "ro-crate-metadata.json", "@type": "CreativeWork", about: { "@id": "./" } };
  const root = (parts: string[]) => ({ "@id": "./", "@type": "Dataset", hasPart: parts.map((id) => ({ "@id": id })) });

  it("refuses with eln.notACrate: no @graph, no descriptor, a descriptor about nothing, a root that is not a Dataset", () => {
    for (const metadata of [
      null,
      [],
      "text",
      { "@context": "x" },
      crateOf([root([])]),
      crateOf([{ ...descriptor, about: undefined }, root([])]),
      crateOf([descriptor, { "@id": "./", "@type": "File" }]),
    ]) {
      const refusal = (() => {
        try {
          readCrate(metadata, new Map());
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ key: "eln.notACrate", kind: "invalid" });
    }
  });

  it("cuts a title over 300 characters with an ellipsis, never refuses it; an empty one is its identifier", () => {
    const long = "Titration ".repeat(40);
    const { records } = readCrate(
      crateOf([
        descriptor,
        root(["./a/", "./b/"]),
        { "@id": "./a/", "@type": "Dataset", name: long },
        { "@id": "./b/", "@type": "Dataset", name: " \n ", identifier: "B-7" },
      ]),
      new Map(),
    );
    expect([...records[0]!.title]).toHaveLength(300);
    expect(records[0]!.title.endsWith("…")).toBe(true);
    expect(records[1]!.title).toBe("B-7");
  });

  it("escapes plain text, never makes a link of anything but http(s) or ftp, never reads a file outside the root folder", () => {
    const { records } = readCrate(
      crateOf([
        descriptor,
        root(["./a/"]),
        {
          "@id": "./a/",
          "@type": "Dataset",
          name: "A",
          text: "1 < 2 & 3 > 2\nso: 2 < 3",
          url: "javascript:alert(1)",
          sameAs: ["data:text/html,x", "https://example.org/a"],
          hasPart: [{ "@id": "../secret.txt" }, { "@id": "./a/../../secret.txt" }, { "@id": "./a/ok.txt" }],
        },
        { "@id": "../secret.txt", "@type": "File", name: "secret.txt" },
        { "@id": "./a/../../secret.txt", "@type": "File", name: "secret.txt" },
        { "@id": "./a/ok.txt", "@type": "File", name: "a:b*c?.txt", encodingFormat: "text/html" },
      ]),
      new Map([
        ["secret.txt", { size: 1, sha256: "0".repeat(64) }],
        ["a/ok.txt", { size: 2, sha256: "1".repeat(64) }],
      ]),
    );
    const record = records[0]!;
    expect(record.modules[0]!.content.fields.html).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2<br>so: 2 &lt; 3</p>");
    expect(record.links).toEqual([{ title: "https://example.org/a", url: "https://example.org/a" }]);
    expect(record.files).toEqual([
      { path: "a/ok.txt", name: "a_b_c_.txt", mediaType: "application/octet-stream", size: 2, sha256: "1".repeat(64) },
    ]);
  });
});
