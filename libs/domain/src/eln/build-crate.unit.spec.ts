import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consortiumProblems, roCrateProblems, SKIP_WITHOUT_CORPUS, schemaProblems } from "../../../../tests/support/eln-checks";
import { buildCrate } from "./build-crate";
import { AMIDE_COUPLING, CRATE_OPTIONS, TWO_OWNERS_ONE_NAME } from "./eln.fixtures";
import type { ElnRecord } from "./eln-record";

type Node = Record<string, unknown>;
const crate = buildCrate([AMIDE_COUPLING, TWO_OWNERS_ONE_NAME], CRATE_OPTIONS);
const graph = crate.metadata["@graph"] as Node[];
const node = (id: string) => graph.find((n) => n["@id"] === id)!;
const ofType = (type: string) => graph.filter((n) => [n["@type"]].flat().includes(type));
const ref = (id: string) => ({ "@id": id });
const payload = new Set(crate.files.map((f) => f.path));
const dataset = node("./EXP241123001/");

describe("buildCrate: the .eln metadata and files of records", () => {
  it("passes the ELN Consortium's JSON Schema, with date-time and uri formats checked too", (context) => {
    const problems = schemaProblems(crate.metadata, { formats: true });
    if (problems === undefined) return context.skip(SKIP_WITHOUT_CORPUS);
    expect(problems).toEqual([]);
  });

  it("passes the consortium's checks: version and sdPublisher on the descriptor, a name on every Dataset and File, keywords not a list", () => {
    expect(consortiumProblems(crate.metadata)).toEqual([]);
    const descriptor = node("ro-crate-metadata.json");
    expect(descriptor).toMatchObject({ conformsTo: ref("https://w3id.org/ro/crate/1.2"), version: "1.0" });
    expect(node((descriptor.sdPublisher as Node)["@id"] as string)).toMatchObject({
      "@type": "Organization",
      name: "Pharma Lab",
    });
  });

  it("gives every Dataset and every File a name", () => {
    for (const entity of [...ofType("Dataset"), ...ofType("File")])
      expect(entity.name, String(entity["@id"])).toEqual(expect.any(String));
  });

  it("passes RO-Crate's REQUIRED checks: a flat graph, the root and descriptor complete, every file reached and in the archive", () => {
    expect(crate.metadata["@context"]).toBe("https://w3id.org/ro/crate/1.2/context");
    expect(roCrateProblems(crate.metadata, payload)).toEqual([]);
  });

  it("lists one Dataset per record in the root's hasPart, in a folder named by its number (made safe)", () => {
    expect(node("./").hasPart).toEqual([ref("./EXP241123001/"), ref("./_EXP_241123_002/")]);
    expect(dataset).toMatchObject({
      "@type": "Dataset",
      name: "Amide coupling",
      identifier: "EXP241123001",
      dateCreated: "2024-11-23T09:15:00.000Z",
      dateModified: "2024-11-24T16:40:12.000Z",
      creativeWorkStatus: "Approved",
      version: "3",
    });
  });

  it("writes the keywords as ONE comma-separated string, a comma inside a keyword as a space", () => {
    expect(dataset.keywords).toBe("amide, HATU DIPEA, coupling");
    expect(node("./_EXP_241123_002/").keywords).toBeUndefined();
  });

  it("names each author once, as a Person at the top of the graph (two accounts of one name are two people)", () => {
    const people = ofType("Person");
    expect(people.map((p) => p.name)).toEqual(["王 芳", "Li Lei", "王 芳"]);
    expect(dataset.author).toEqual(ref(people[0]!["@id"] as string));
    expect(node("./_EXP_241123_002/").author).toEqual(ref(people[2]!["@id"] as string));
    expect(JSON.stringify(crate.metadata)).not.toContain("wangfang");
  });

  it("gives the record's modules as readable text", () => {
    expect(dataset.text).toContain("Procedure\nRich text: Stir 2 h at 25 °C.");
    expect(dataset.text).toContain("Materials\n");
    expect(dataset.text).toContain("Benzoic acid");
  });

  it("describes every file with name, media type, size in bytes as text and SHA-256, and writes each one", () => {
    const files = ofType("File");
    // Three attachments, the reaction's structure and two record files.
    expect(files).toHaveLength(6);
    for (const file of files) {
      expect(file).toMatchObject({ name: expect.any(String), encodingFormat: expect.any(String) });
      expect(file.contentSize).toMatch(/^\d+$/);
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(payload.has(String(file["@id"]).slice(2))).toBe(true);
    }
    const pdf = files.find((f) => f.name === "谱图 1 (final).pdf")!;
    expect(pdf).toMatchObject({ contentSize: "2048", sha256: "ab".repeat(32), encodingFormat: "application/pdf" });
    expect(crate.files).toContainEqual({ path: String(pdf["@id"]).slice(2), sha256: "ab".repeat(32) });
  });

  it("hashes the text files it writes (a reaction's structure, the record file) as their UTF-8 bytes", () => {
    for (const file of crate.files.filter((f) => "text" in f)) {
      const described = node(`./${file.path}`);
      const bytes = Buffer.from((file as { text: string }).text, "utf8");
      expect(described.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(described.contentSize).toBe(String(bytes.length));
    }
  });

  it("lists in the record's hasPart its modules, their files and the record file, all in the graph", () => {
    const parts = (dataset.hasPart as Node[]).map((p) => p["@id"] as string);
    expect(parts.filter((p) => p.startsWith("#"))).toEqual([
      "#EXP241123001/module-m-text",
      "#EXP241123001/module-m-materials",
      "#EXP241123001/module-m-files",
      "#EXP241123001/module-m-reaction",
    ]);
    expect(parts).toContain("./EXP241123001/labledger-record.json");
    for (const part of parts) expect(node(part)).toBeDefined();
  });

  it("keeps a grid cell that is an object as JSON text, and module fields as PropertyValue nodes of their own", () => {
    const row = node("#EXP241123001/module-m-materials/row-r2");
    const cells = (row.variableMeasured as Node[]).map((c) => node(c["@id"] as string));
    expect(cells.find((c) => c.propertyID === "note")!.value).toBe('{"supplier":"Acme","lot":["A1","A2"]}');
  });

  it("writes the record and its modules whole in <folder>/labledger-record.json", () => {
    const file = crate.files.find((f) => f.path === "EXP241123001/labledger-record.json") as { text: string; mediaType: string };
    expect(file.mediaType).toBe("application/json");
    expect(JSON.parse(file.text)).toEqual({ format: "labledger-record", version: 1, record: AMIDE_COUPLING });
  });

  it("writes each signature as a Comment of the record, by its signer, and the history as Create/UpdateActions", () => {
    const comments = (dataset.comment as Node[]).map((c) => node(c["@id"] as string));
    expect(comments.map((c) => c.text)).toEqual([
      "Electronic signature on the record: Approval",
      "Electronic signature on “Procedure”: Authorship",
    ]);
    expect(comments[0]).toMatchObject({ "@type": "Comment", dateCreated: "2024-11-24T16:40:12.000Z" });
    expect(node((comments[0]!.author as Node)["@id"] as string).name).toBe("Li Lei");
    const actions = graph.filter((n) => (n.object as Node | undefined)?.["@id"] === "./EXP241123001/");
    expect(actions.map((a) => [a["@type"], a.startTime, a.description])).toEqual([
      ["CreateAction", "2024-11-23T09:15:00.000Z", "Created the record"],
      ["UpdateAction", "2024-11-23T10:02:00.000Z", "Saved “Procedure”"],
      ["UpdateAction", "2024-11-24T16:40:12.000Z", "Approved version 3"],
    ]);
    expect(node((actions[2]!.agent as Node)["@id"] as string).name).toBe("Li Lei");
  });

  it("puts every file under a safe, unique path: no climbing out, no absolute path, no backslash", () => {
    const hostile: ElnRecord = {
      ...AMIDE_COUPLING,
      modules: [
        {
          ...AMIDE_COUPLING.modules[2]!,
          moduleId: "../..",
          content: {
            fields: {},
            rows: ["../../etc/passwd", "/abs.txt", "a\\b.txt", "C:evil.txt", "nul", "..", "same.txt", "SAME.txt"].map(
              (name, i) => ({
                rowId: i % 2 === 0 ? "r" : "R",
                name,
                size: 1,
                sha256: String(i).repeat(64),
                mediaType: "text/plain",
              }),
            ),
          },
        },
      ],
    };
    const { files, metadata } = buildCrate([hostile], CRATE_OPTIONS);
    const paths = files.map((f) => f.path);
    for (const path of paths) {
      expect(path.split("/")).not.toContain("..");
      expect(path).not.toMatch(/^\/|\\|^[A-Za-z]:|\/\/|\0/);
    }
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
    expect(roCrateProblems(metadata, new Set(paths))).toEqual([]);
  });
});
