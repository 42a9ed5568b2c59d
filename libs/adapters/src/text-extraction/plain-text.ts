const TEXT_EXTENSIONS = new Set([
  ...["txt", "text", "csv", "tsv", "tab", "md", "markdown", "json", "xml", "log", "ini", "yaml", "yml"],
  // Instrument and chemistry exports.
  ...["jdx", "dx", "jcamp", "mol", "sdf", "rxn", "cif", "pdb", "xyz", "smi"],
  // Sequences.
  ...["fasta", "fa", "fna", "ffn", "faa", "fas", "gb", "gbk", "gbff", "genbank", "gp", "gpt", "genpept", "genpep", "embl"],
  ...["seq", "gen", "gff", "gff3", "gtf", "bed", "vcf", "sam"],
]);

const TEXT_MEDIA_TYPES = /^(text\/[^;]+|application\/(json|xml|csv|[^;]+\+(json|xml)))$/;

/** Whether a file without a magic number is text, by its media type or its name's extension. */
export function isTextFile(file: { name: string; mediaType?: string }): boolean {
  const mediaType = (file.mediaType?.split(";")[0] ?? "").trim().toLowerCase();
  if (TEXT_MEDIA_TYPES.test(mediaType)) return true;
  const dot = file.name.lastIndexOf(".");
  return dot >= 0 && TEXT_EXTENSIONS.has(file.name.slice(dot + 1).toLowerCase());
}

/** How much of the start is looked at to tell text from binary and UTF-16 without a byte-order mark. */
const SAMPLE_BYTES = 8192;

/**
 * The characters of a text file, or undefined when its bytes are not text after all. A
 * byte-order mark decides between UTF-8, UTF-16 LE and BE; without one, UTF-16 is recognised
 * by its zero bytes, then valid UTF-8 is UTF-8, else GB18030 (how Chinese Windows saves a
 * CSV), else Windows-1252.
 */
export function decodePlainText(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode("utf-8", bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode("utf-16le", bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode("utf-16be", bytes.subarray(2));
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  const utf16 = utf16WithoutMark(sample);
  if (utf16) return decode(utf16, bytes);
  if (looksBinary(sample)) return undefined;
  return decodeStrictly("utf-8", bytes) ?? decodeStrictly("gb18030", bytes) ?? decode("windows-1252", bytes);
}

const decode = (encoding: string, bytes: Uint8Array) => new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);

function decodeStrictly(encoding: string, bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Mostly-ASCII UTF-16 has a zero in every other byte: the odd ones for little-endian, the even ones for big-endian. */
function utf16WithoutMark(sample: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (sample[i] === 0) zeroEven++;
    if (sample[i + 1] === 0) zeroOdd++;
  }
  if (zeroOdd > pairs * 0.4 && zeroEven < pairs * 0.05) return "utf-16le";
  if (zeroEven > pairs * 0.4 && zeroOdd < pairs * 0.05) return "utf-16be";
  return undefined;
}

/** More than 5% control bytes other than white space and escape: a binary file (random bytes have about 10%). */
function looksBinary(sample: Uint8Array): boolean {
  let controls = 0;
  for (const byte of sample) {
    if (byte < 0x20 && !(byte >= 0x09 && byte <= 0x0d) && byte !== 0x1b) controls++;
  }
  return controls > sample.length * 0.05;
}
