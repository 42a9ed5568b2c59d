/** The structures the chemistry contract reads: ethanol, and the hydrogenation of ethene over palladium, in each format. */

export const KEYS = {
  ethanol: "LFQSCWFLJHTTHZ-UHFFFAOYSA-N",
  aspirin: "BSYNRYMUTXBXSQ-UHFFFAOYSA-N",
  benzene: "UHOVQNZJYSORNB-UHFFFAOYSA-N",
  ethene: "VGGSQFUCUMXWEO-UHFFFAOYSA-N",
  hydrogen: "UFHFLCQGNIYNRP-UHFFFAOYSA-N",
  palladium: "KDLHZDBZIXYQEI-UHFFFAOYSA-N",
  ethane: "OTMSDBZUPAUEDD-UHFFFAOYSA-N",
  lAlanine: "QNAYBMKLOCPYGJ-REOHCLBHSA-N",
  dAlanine: "QNAYBMKLOCPYGJ-UWTATZPHSA-N",
  eButene: "IAQRGUVFOMOMEM-ONEGZZNKSA-N",
  zButene: "IAQRGUVFOMOMEM-ARJAWSKDSA-N",
} as const;

/** Stereoisomers written in SMILES (@, /): nothing but the stereo tells each pair apart. */
export const STEREOISOMERS = [
  ["L-alanine", "N[C@@H](C)C(=O)O", KEYS.lAlanine],
  ["D-alanine", "N[C@H](C)C(=O)O", KEYS.dAlanine],
  ["(E)-but-2-ene", "C/C=C/C", KEYS.eButene],
  ["(Z)-but-2-ene", "C/C=C\\C", KEYS.zButene],
] as const;

export const ASPIRIN = "CC(=O)Oc1ccccc1C(=O)O";
/** The same molecule written from the other end, its ring in Kekulé form. */
export const ASPIRIN_KEKULE = "OC(=O)C1=CC=CC=C1OC(C)=O";

export const ETHANOL_SMILES = "CCO";

export const ETHANOL_V2000 = `ethanol
  hand-written

  3  2  0  0  0  0  0  0  0  0999 V2000
   -0.8660    0.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.8660    0.5000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  2  3  1  0  0  0  0
M  END
`;

export const ETHANOL_V3000 = `ethanol
  hand-written

  0  0  0     0  0            999 V3000
M  V30 BEGIN CTAB
M  V30 COUNTS 3 2 0 0 0
M  V30 BEGIN ATOM
M  V30 1 C -0.866 0.5 0 0
M  V30 2 C 0 0 0 0
M  V30 3 O 0.866 0.5 0 0
M  V30 END ATOM
M  V30 BEGIN BOND
M  V30 1 1 1 2
M  V30 2 1 2 3
M  V30 END BOND
M  V30 END CTAB
M  END
`;

/** Two records: a reader takes the first (ethanol). */
export const ETHANOL_THEN_BENZENE_SDF = `${ETHANOL_V2000}> <name>
ethanol

$$$$
benzene

  6  6  0  0  0  0  0  0  0  0999 V2000
    0.0000    1.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.8660    0.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.8660   -0.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.0000   -1.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
   -0.8660   -0.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
   -0.8660    0.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  2  0  0  0  0
  2  3  1  0  0  0  0
  3  4  2  0  0  0  0
  4  5  1  0  0  0  0
  5  6  2  0  0  0  0
  6  1  1  0  0  0  0
M  END
$$$$
`;

export const ETHANOL_KET = JSON.stringify({
  root: { nodes: [{ $ref: "mol0" }] },
  mol0: {
    type: "molecule",
    atoms: [
      { label: "C", location: [-0.866, 0.5, 0] },
      { label: "C", location: [0, 0, 0] },
      { label: "O", location: [0.866, 0.5, 0] },
    ],
    bonds: [
      { type: 1, atoms: [0, 1] },
      { type: 1, atoms: [1, 2] },
    ],
  },
});

/** ChemDraw's XML: unlabelled nodes are carbons; the DOCTYPE names ChemDraw's DTD (never fetched). */
export const ETHANOL_CDXML = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE CDXML SYSTEM "http://www.cambridgesoft.com/xml/cdxml.dtd">
<CDXML BondLength="30">
  <page>
    <fragment id="1">
      <n id="2" p="0 15"/>
      <n id="3" p="26 0"/>
      <n id="4" p="52 15" Element="8" NumHydrogens="1"/>
      <b id="5" B="2" E="3"/>
      <b id="6" B="3" E="4"/>
    </fragment>
  </page>
</CDXML>
`;

/** Ethene and hydrogen over palladium give ethane. */
export const HYDROGENATION_SMILES = "C=C.[H][H]>[Pd]>CC";

const v2000Block = (atoms: string[], bonds: string[]) =>
  [
    "",
    "  hand-written",
    "",
    `${String(atoms.length).padStart(3)}${String(bonds.length).padStart(3)}  0  0  0  0  0  0  0  0999 V2000`,
    ...atoms,
    ...bonds,
    "M  END",
  ].join("\n");

const atom = (x: number, symbol: string) =>
  `${x.toFixed(4).padStart(10)}    0.0000    0.0000 ${symbol.padEnd(3)} 0  0  0  0  0  0  0  0  0  0  0  0`;

/** Reactants, products, then agents: the order of an RXN file. */
export const HYDROGENATION_V2000 = [
  "$RXN",
  "hydrogenation",
  "  hand-written",
  "",
  "  2  1  1",
  "$MOL",
  v2000Block([atom(0.5, "C"), atom(1.5, "C")], ["  1  2  2  0  0  0  0"]),
  "$MOL",
  v2000Block([atom(4, "H"), atom(5, "H")], ["  1  2  1  0  0  0  0"]),
  "$MOL",
  v2000Block([atom(9.5, "C"), atom(10.5, "C")], ["  1  2  1  0  0  0  0"]),
  "$MOL",
  v2000Block([atom(7.25, "Pd")], []),
  "",
].join("\n");

const v3000Ctab = (atoms: string[], bonds: string[]) => [
  "M  V30 BEGIN CTAB",
  `M  V30 COUNTS ${atoms.length} ${bonds.length} 0 0 0`,
  "M  V30 BEGIN ATOM",
  ...atoms.map((a, i) => `M  V30 ${i + 1} ${a} 0.0 0`),
  "M  V30 END ATOM",
  "M  V30 BEGIN BOND",
  ...bonds.map((b, i) => `M  V30 ${i + 1} ${b}`),
  "M  V30 END BOND",
  "M  V30 END CTAB",
];

export const HYDROGENATION_V3000 = [
  "$RXN V3000",
  "hydrogenation",
  "  hand-written",
  "",
  "M  V30 COUNTS 2 1 1",
  "M  V30 BEGIN REACTANT",
  ...v3000Ctab(["C 0.5 0.0", "C 1.5 0.0"], ["2 1 2"]),
  ...v3000Ctab(["H 4.0 0.0", "H 5.0 0.0"], ["1 1 2"]),
  "M  V30 END REACTANT",
  "M  V30 BEGIN PRODUCT",
  ...v3000Ctab(["C 9.5 0.0", "C 10.5 0.0"], ["1 1 2"]),
  "M  V30 END PRODUCT",
  "M  V30 BEGIN AGENT",
  ...v3000Ctab(["Pd 7.25 0.75"], []),
  "M  V30 END AGENT",
  "M  END",
  "",
].join("\n");

/** Ketcher's own drawing of it: molecules, a plus and an arrow placed on the canvas. */
export const HYDROGENATION_KET = JSON.stringify({
  root: {
    nodes: [
      { $ref: "mol0" },
      { $ref: "mol1" },
      { $ref: "mol2" },
      { $ref: "mol3" },
      { type: "plus", location: [2.75, 0, 0] },
      {
        type: "arrow",
        data: {
          mode: "open-angle",
          pos: [
            { x: 6, y: 0, z: 0 },
            { x: 8.5, y: 0, z: 0 },
          ],
        },
      },
    ],
  },
  mol0: {
    type: "molecule",
    atoms: [
      { label: "C", location: [0.5, 0, 0] },
      { label: "C", location: [1.5, 0, 0] },
    ],
    bonds: [{ type: 2, atoms: [0, 1] }],
  },
  mol1: {
    type: "molecule",
    atoms: [
      { label: "H", location: [4, 0, 0] },
      { label: "H", location: [5, 0, 0] },
    ],
    bonds: [{ type: 1, atoms: [0, 1] }],
  },
  mol2: { type: "molecule", atoms: [{ label: "Pd", location: [7.25, 0.75, 0] }], bonds: [] },
  mol3: {
    type: "molecule",
    atoms: [
      { label: "C", location: [9.5, 0, 0] },
      { label: "C", location: [10.5, 0, 0] },
    ],
    bonds: [{ type: 1, atoms: [0, 1] }],
  },
});

/** A molfile whose atom alias and data S-group carry markup: drawn, it must stay inert. */
export const SCRIPT_IN_LABELS = `script
  hand-written

  3  2  0  0  0  0  0  0  0  0999 V2000
    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.8660    0.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    1.7321    0.0000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  2  3  1  0  0  0  0
A    1
<script>alert(1)</script>
M  STY  1   1 DAT
M  SAL   1  1   2
M  SDT   1 NOTE
M  SDD   1     0.5000    1.0000    DA    ALL  1       5
M  SED   1 <script>alert(2)</script><img src=x onerror=alert(3)>
M  END
`;

/** The counts line says five atoms; the file holds three. */
export const LYING_COUNTS = ETHANOL_V2000.replace("  3  2  0", "  5  4  0");

const entityDocument = (declarations: string, label: string) => `<?xml version="1.0"?>
<!DOCTYPE CDXML [${declarations}]>
<CDXML><page><fragment id="1">
<n id="2" p="0 0"/><n id="3" p="26 15" Element="8"><t><s>${label}</s></t></n>
<b id="4" B="2" E="3"/>
</fragment></page></CDXML>`;

/** An external entity (a file of the server) and an entity that grows a billion-fold. */
export const XML_ENTITIES = {
  external: entityDocument('<!ENTITY secret SYSTEM "file:///etc/passwd">', "&secret;"),
  expanding: entityDocument(
    '<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">',
    "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;",
  ),
};
