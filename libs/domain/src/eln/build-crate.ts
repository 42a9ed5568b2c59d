import { wordsIn } from "../audit/words";
import type { Entity } from "./crate-graph";
import { CratePeople } from "./crate-people";
import type { ElnCrate, ElnCrateOptions, ElnRecord } from "./eln-record";
import { elnWordsIn } from "./eln-words";
import { recordDataset } from "./record-dataset";
import { safeSegment, UniqueNames } from "./safe-paths";

export const RO_CRATE_CONTEXT = "https://w3id.org/ro/crate/1.2/context";
export const RO_CRATE_PROFILE = "https://w3id.org/ro/crate/1.2";
/** The ELN file format version the descriptor names (the consortium's `version`). */
export const ELN_FORMAT_VERSION = "1.0";

/**
 * The .eln file's ro-crate-metadata.json and the files to write under its root folder (the
 * ELN Consortium's format, RO-Crate 1.2): one Dataset per record, `./<record number>/`, listed
 * in the root's `hasPart`, with its modules, files, signatures and history.
 */
export function buildCrate(records: readonly ElnRecord[], options: ElnCrateOptions): ElnCrate {
  const language = options.language ?? "zh-CN";
  const words = { t: wordsIn(language), w: elnWordsIn(language) };
  const people = new CratePeople();
  const names = new UniqueNames();
  const perRecord = records.map((record) => {
    const folder = names.claim(safeSegment(record.number, "record"));
    return { folder, ...recordDataset(record, { folder, names }, people, words) };
  });
  const webAddress = /^https?:\/\/[^\s]+$/i.test(options.publisher.url) ? options.publisher.url : undefined;
  const publisherId = webAddress ?? "#publisher";
  const graph: Entity[] = [
    {
      "@id": "ro-crate-metadata.json",
      "@type": "CreativeWork",
      about: { "@id": "./" },
      conformsTo: { "@id": RO_CRATE_PROFILE },
      dateCreated: options.exportedAt,
      sdPublisher: { "@id": publisherId },
      version: ELN_FORMAT_VERSION,
    },
    {
      "@id": "./",
      "@type": "Dataset",
      name: safeSegment(options.rootFolder, "labledger-export"),
      description: words.w("exportDescription", { count: records.length }),
      datePublished: options.exportedAt,
      license: { "@id": "#licence" },
      publisher: { "@id": publisherId },
      hasPart: perRecord.map((r) => ({ "@id": `./${r.folder}/` })),
    },
    { "@id": publisherId, "@type": "Organization", name: options.publisher.name, ...(webAddress ? { url: webAddress } : {}) },
    // RO-Crate 1.2 asks a SoftwareApplication for a url: LabLedger's is the server it runs on.
    ...(webAddress
      ? [
          {
            "@id": "#labledger",
            "@type": "SoftwareApplication",
            name: "LabLedger",
            version: options.labledgerVersion,
            url: webAddress,
          },
        ]
      : []),
    {
      "@id": "#crate-created",
      "@type": "CreateAction",
      name: "RO-Crate created",
      endTime: options.exportedAt,
      ...(webAddress ? { instrument: { "@id": "#labledger" } } : {}),
      object: { "@id": "./" },
      actionStatus: { "@id": "http://schema.org/CompletedActionStatus" },
    },
    { "@id": "#licence", "@type": "CreativeWork", name: words.w("licenceName"), description: words.w("licenceDescription") },
    ...people.nodes,
    ...perRecord.flatMap((r) => r.nodes),
  ];
  return { metadata: { "@context": RO_CRATE_CONTEXT, "@graph": graph }, files: perRecord.flatMap((r) => r.files) };
}
