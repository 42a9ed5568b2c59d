// The search benchmark's corpus: records, projects and record books of a lab, generated from a
// seeded generator (the same seed gives the same documents, byte for byte), in the shape the
// indexer writes them (services/projections/src/search/search-indexer.ts).
import type { RecordStatus, SearchType } from "@labledger/domain";
import type { SearchDocument, SearchField } from "@labledger/ports";
import { seededRandom } from "../tests/support/seeded-random";

export const MEMBERS = 200;
export const DEPARTMENTS = 12;
export const PROJECTS = 300;
export const NOTEBOOKS = 2_700;
const TASKS_PER_PROJECT = 6;
export const FIELDS_PER_RECORD = 10;
/** Raised whenever what the generator makes changes: a reused index of another corpus is built again. */
export const CORPUS_VERSION = 1;

const uuid = (kind: number, n: number) =>
  `0193${kind.toString(16).padStart(4, "0")}-0000-7000-8000-${n.toString(16).padStart(12, "0")}`;
export const memberId = (n: number) => uuid(1, n);
export const departmentId = (n: number) => uuid(2, n);
export const projectId = (n: number) => uuid(3, n);
const taskId = (project: number, n: number) => uuid(4, project * TASKS_PER_PROJECT + n);
const notebookId = (n: number) => uuid(5, n);
const recordId = (n: number) => uuid(6, n);
/** The member whose searches the benchmark makes as a non-administrator, and how many projects they lead. */
export const VIEWER = 0;
export const LED_PROJECTS = 5;
/** Member n's department. */
export const departmentOf = (member: number) => member % DEPARTMENTS;

const REACTIONS = [
  "Suzuki coupling",
  "Heck coupling",
  "Sonogashira coupling",
  "Buchwald-Hartwig amination",
  "Grignard addition",
  "Wittig olefination",
  "Diels-Alder cycloaddition",
  "Friedel-Crafts acylation",
  "Mitsunobu reaction",
  "Swern oxidation",
  "Reductive amination",
  "Ester hydrolysis",
  "Boc deprotection",
  "Amide coupling",
  "Catalytic hydrogenation",
  "Claisen condensation",
  "Aldol condensation",
  "Fischer esterification",
  "Nitration",
  "Bromination",
];
const SUBSTRATES = [
  "4-bromoanisole",
  "2-chloropyridine",
  "benzaldehyde",
  "4-iodotoluene",
  "methyl benzoate",
  "cyclohexanone",
  "phenylacetylene",
  "3-aminophenol",
  "indole-3-carboxaldehyde",
  "N-Boc-piperazine",
  "ethyl acetoacetate",
  "2-naphthol",
  "4-fluoronitrobenzene",
  "cinnamic acid",
  "morpholine",
  "acetophenone",
];
const TECHNIQUES = ["HPLC", "GC-MS", "LC-MS", "NMR", "IR", "UV-Vis", "Karl Fischer", "DSC", "TGA", "XRPD"];
const SOLVENTS = ["ethanol", "methanol", "ethyl acetate", "heptane", "toluene", "acetonitrile", "isopropanol", "water"];
const REAGENTS = [
  "Pd(PPh3)4",
  "Pd(OAc)2",
  "Pd(dppf)Cl2",
  "K2CO3",
  "Cs2CO3",
  "K3PO4",
  "NaHCO3",
  "Et3N",
  "DIPEA",
  "NaBH4",
  "LiAlH4",
  "NaH",
  "n-BuLi",
  "CuI",
  "PPh3",
  "TFA",
  "Boc2O",
  "HATU",
  "EDC·HCl",
  "HOBt",
  "DMAP",
  "MgSO4",
  "Na2SO4",
  "phenylboronic acid",
  "4-bromoanisole",
  "2-chloropyridine",
  "benzaldehyde",
  "THF",
  "toluene",
  "DMF",
  "DMSO",
  "DCM",
  "MeOH",
  "EtOAc",
  "1,4-dioxane",
  "HCl (1 M)",
  "NaOH (2 M)",
  "H2 (balloon)",
  "Pd/C 10 %",
  "hydrazine hydrate",
];
const UNITS = ["mmol", "g", "mL", "equiv", "mg", "mol %"];

/** About 200 phrases of a Chinese lab's writing; procedures, observations and conclusions are sentences of them. */
// biome-ignore format: a table of phrases
const PHRASES_ZH = [
  "合成路线", "重结晶", "柱层析", "收率", "反应温度", "反应时间", "薄层色谱", "旋转蒸发", "减压蒸馏", "萃取",
  "干燥", "过滤", "洗涤", "回流", "搅拌", "滴加", "冰浴", "氮气保护", "无水硫酸钠", "乙酸乙酯",
  "石油醚", "二氯甲烷", "四氢呋喃", "甲醇", "乙醇", "丙酮", "乙腈", "甲苯", "正己烷", "饱和食盐水",
  "碳酸钾", "碳酸钠", "碳酸氢钠", "氢氧化钠", "盐酸", "硫酸", "醋酸", "三乙胺", "吡啶", "催化剂",
  "钯催化", "配体", "底物", "产物", "中间体", "副产物", "杂质", "纯度", "熔点", "沸点",
  "核磁共振", "氢谱", "碳谱", "质谱", "红外光谱", "紫外检测", "高效液相色谱", "气相色谱", "元素分析", "单晶衍射",
  "白色固体", "淡黄色油状物", "无色液体", "浅棕色固体", "结晶", "沉淀", "溶解", "悬浊液", "澄清溶液", "分液",
  "有机相", "水相", "合并有机相", "浓缩", "粗品", "精制", "硅胶", "洗脱剂", "梯度洗脱", "监测反应",
  "反应完全", "原料消失", "升温至", "降温至", "室温", "过夜", "小时", "分钟", "称取", "量取",
  "加入", "溶于", "转移至", "置于", "三口烧瓶", "圆底烧瓶", "分液漏斗", "布氏漏斗", "真空干燥", "烘箱",
  "恒温", "油浴", "磁力搅拌", "机械搅拌", "投料比", "当量", "摩尔比", "浓度", "体积", "质量",
  "批次", "放大实验", "小试", "中试", "工艺优化", "条件筛选", "对照实验", "平行实验", "重现性", "稳定性",
  "降解", "水解", "氧化", "还原", "氢化", "酯化", "酰胺化", "偶联反应", "取代反应", "加成反应",
  "消除反应", "缩合反应", "环化反应", "保护基", "脱保护", "手性", "对映选择性", "非对映选择性", "消旋", "构型",
  "立体化学", "区域选择性", "转化率", "选择性", "产率", "理论产量", "实际产量", "损失", "回收", "溶剂回收",
  "废液处理", "通风橱", "防护眼镜", "手套", "安全操作", "易燃", "腐蚀性", "有毒", "密封保存", "避光",
  "低温保存", "标准品", "对照品", "样品", "供试品", "检测方法", "方法学验证", "线性", "精密度", "准确度",
  "检出限", "定量限", "系统适用性", "色谱柱", "流动相", "柱温", "流速", "进样量", "检测波长", "保留时间",
  "峰面积", "积分", "标准曲线", "含量测定", "有关物质", "残留溶剂", "水分测定", "灰分", "重金属", "微生物限度",
  "溶出度", "崩解时限", "片剂", "胶囊", "原料药", "制剂", "辅料", "稳定性考察", "加速试验", "长期试验",
  "影响因素试验", "数据记录", "结果分析", "偏差", "异常", "复核", "审核", "批准", "归档", "工艺路线",
];
const JOINERS_ZH = ["，", "后", "，然后", "并", "，随后", "，再", "；"];
const TECHNIQUES_ZH = ["高效液相色谱法", "气相色谱法", "紫外分光光度法", "滴定法", "核磁共振法", "红外光谱法", "卡尔费休法"];
const COMPOUNDS_ZH = [
  "阿司匹林",
  "对乙酰氨基酚",
  "布洛芬",
  "二甲双胍",
  "奥美拉唑",
  "中间体A",
  "中间体B",
  "关键中间体",
  "目标化合物",
  "手性醇",
];

const SENTENCES_EN = [
  "The flask was charged with {r} and {r} under nitrogen.",
  "The mixture was stirred at {t} °C for {h} h and monitored by TLC.",
  "{s} was added dropwise over {m} min while the temperature was kept below {t} °C.",
  "The reaction was quenched with saturated ammonium chloride and extracted with {s}.",
  "The combined organic layers were washed with brine, dried over Na2SO4 and concentrated.",
  "The crude product was purified by flash chromatography on silica gel.",
  "The solid was filtered, washed with cold {s} and dried under vacuum.",
  "After the starting material was consumed the mixture was cooled to room temperature.",
  "The catalyst was removed by filtration through Celite.",
  "Recrystallisation from {s} gave colourless needles.",
  "The pH was adjusted to {n} with hydrochloric acid.",
  "The aqueous phase was basified with sodium hydroxide and extracted three times.",
  "Hydrogenation was run at {n} bar until uptake stopped.",
  "The residue was dissolved in {s} and filtered.",
  "A sample was taken for HPLC after {h} h.",
  "The suspension turned clear on heating to reflux.",
  "The solvent was removed on the rotary evaporator at {t} °C.",
  "The product was stored under argon at 4 °C.",
];
// biome-ignore format: a table of words
const WORDS_REPORT = [
  "column", "C18", "mobile", "phase", "acetonitrile", "water", "gradient", "flow", "rate", "detection",
  "wavelength", "nm", "retention", "time", "peak", "area", "purity", "impurity", "relative", "response",
  "factor", "system", "suitability", "resolution", "tailing", "plates", "injection", "volume", "standard",
  "sample", "solution", "blank", "calibration", "linearity", "recovery", "precision", "limit", "quantitation",
  "chromatogram", "integration", "baseline", "noise", "signal", "spectrum", "mass", "ion", "fragment",
  "calculated", "found", "analysis", "method", "instrument", "temperature", "pressure", "result", "specification",
  "conforms", "batch", "lot", "report", "reviewed", "approved", "signature", "date",
];
const STATUSES: readonly [RecordStatus, number][] = [
  ["draft", 0.35],
  ["submitted", 0.15],
  ["approved", 0.4],
  ["rejected", 0.04],
  ["recalling", 0.01],
  ["recalled", 0.05],
];
/** The rare word: in about 1 record of 2,000. */
export const RARE_WORD = "ozonolysis";
const FROM = Date.parse("2025-01-01T00:00:00.000Z");
const SPAN = 2 * 365 * 86_400_000;

/** A project's facets, what record books and records of it inherit. */
interface ProjectOf {
  readonly owner: number;
  readonly members: readonly number[];
}

/** The lab: who leads which project, which book is whose; everything else is drawn per document. */
export class Corpus {
  private readonly random: () => number;
  private readonly projects: ProjectOf[] = [];
  private readonly notebooks: { owner: number; project: number }[] = [];

  constructor(seed = 21) {
    this.random = seededRandom(seed);
    for (let p = 0; p < PROJECTS; p++) {
      // The viewer leads the first five projects and no other.
      const owner = p < LED_PROJECTS ? VIEWER : 1 + this.int(MEMBERS - 1);
      this.projects.push({ owner, members: [owner, ...this.some(MEMBERS, 2, 8)] });
    }
    for (let b = 0; b < NOTEBOOKS; b++) {
      const project = this.int(PROJECTS);
      const { members } = this.projects[project]!;
      this.notebooks.push({ owner: members[this.int(members.length)]!, project });
    }
  }

  /** The projects member n leads (as owner). */
  ledBy(member: number): number[] {
    return this.projects.flatMap((p, i) => (p.owner === member ? [i] : []));
  }

  /** The projects member n takes part in (leading them or not). */
  memberOf(member: number): number[] {
    return this.projects.flatMap((p, i) => (p.members.includes(member) ? [i] : []));
  }

  /** The 300 projects and 2,700 record books. */
  *heads(): Generator<SearchDocument> {
    for (const [p, project] of this.projects.entries()) {
      const name =
        this.random() < 0.5
          ? `${this.pick(COMPOUNDS_ZH)}${this.pick(["工艺开发", "杂质研究", "质量标准", "放大生产"])}项目`
          : `${this.pick(SUBSTRATES)} ${this.pick(["route scouting", "process development", "impurity profiling", "scale-up"])}`;
      const tasks = Array.from({ length: TASKS_PER_PROJECT }, () => this.sentenceZh(2));
      yield this.doc("project", projectId(p), name, `PRJ-2025-${String(p + 1).padStart(3, "0")}`, this.at(), {
        fields: [
          { label: "@description", text: `${this.sentenceZh(5)}${this.sentenceZh(4)}` },
          { label: "@task", text: tasks.join("\n") },
        ],
        facets: {
          ownerId: memberId(project.owner),
          departmentId: departmentId(departmentOf(project.owner)),
          projectId: projectId(p),
          viewerIds: project.members.map(memberId),
          status: this.pick(["Waiting", "Doing", "Doing", "Doing", "Pause", "Finished", "Changing"]),
        },
      });
    }
    for (const [b, book] of this.notebooks.entries()) {
      yield this.doc(
        "notebook",
        notebookId(b),
        `${this.pick(["实验记录本", "Lab notebook", "研发记录", "Process notebook"])} ${b + 1}`,
        `NB-${String(b + 1).padStart(5, "0")}`,
        this.at(),
        {
          fields: [],
          facets: {
            ownerId: memberId(book.owner),
            departmentId: departmentId(departmentOf(book.owner)),
            projectId: projectId(book.project),
            viewerIds: [],
            status: null,
          },
        },
      );
    }
  }

  /** Record n: 10 fields (the tenth an attachment's text on about one in ten), in English or Chinese. */
  record(n: number): SearchDocument {
    const book = this.int(NOTEBOOKS);
    const { owner, project } = this.notebooks[book]!;
    const english = this.random() < 0.45;
    const batch = 1 + this.int(60);
    const title = english ? this.titleEn(batch) : this.titleZh(batch);
    const fields: SearchField[] = english ? this.fieldsEn() : this.fieldsZh();
    if (this.random() < 0.1) {
      const sha = uuid(7, n).replace(/-/g, "");
      fields.push({ label: `${this.pick(TECHNIQUES)}-report-${n}.pdf`, text: this.report(), source: `attachment:${sha}` });
    } else fields.push({ label: english ? "Notes" : "备注", text: english ? this.sentencesEn(2) : this.sentenceZh(4) });
    if (this.random() < 0.0005)
      fields[8] = {
        label: fields[8]!.label,
        text: `${fields[8]!.text} Ozonolysis of the alkene side product was tried at -78 °C.`,
      };
    const status = this.weighted(STATUSES);
    const hasTask = this.random() < 0.6;
    return this.doc("record", recordId(n), title, `EXP-${2025 + (n % 2)}-${String(n + 1).padStart(6, "0")}`, this.at(), {
      fields,
      facets: {
        ownerId: memberId(owner),
        departmentId: departmentId(departmentOf(owner)),
        projectId: projectId(project),
        taskId: hasTask ? taskId(project, this.int(TASKS_PER_PROJECT)) : null,
        notebookId: notebookId(book),
        viewerIds: this.some(MEMBERS, 0, 3).map(memberId),
        status,
      },
    });
  }

  private doc(
    type: SearchType,
    id: string,
    title: string,
    code: string,
    updatedAt: string,
    rest: { fields: SearchField[]; facets: SearchDocument["facets"] },
  ): SearchDocument {
    return {
      id: `${type}:${id}`,
      type,
      title,
      code,
      fields: rest.fields,
      facets: { ...rest.facets, subjectId: id },
      updatedAt,
    };
  }

  private titleEn(batch: number): string {
    const kind = this.random();
    if (kind < 0.6) return `${this.pick(REACTIONS)} of ${this.pick(SUBSTRATES)} batch ${batch}`;
    if (kind < 0.85) return `${this.pick(TECHNIQUES)} assay of ${this.pick(SUBSTRATES)} lot ${batch}`;
    return `Recrystallisation of ${this.pick(SUBSTRATES)} from ${this.pick(SOLVENTS)}`;
  }

  private titleZh(batch: number): string {
    const kind = this.random();
    if (kind < 0.5) return `${this.pick(TECHNIQUES_ZH)}测定${this.pick(COMPOUNDS_ZH)} 批次 ${batch}`;
    if (kind < 0.8) return `${this.pick(COMPOUNDS_ZH)}的合成 第${batch}批`;
    return `${this.pick(PHRASES_ZH)}条件优化 ${batch}`;
  }

  private fieldsEn(): SearchField[] {
    const t = () => 20 + this.int(100);
    return [
      {
        label: "Objective",
        text: `To prepare ${this.pick(SUBSTRATES)} derivative by ${this.pick(REACTIONS).toLowerCase()} on ${1 + this.int(50)} g scale.`,
      },
      { label: "Materials", text: this.materials() },
      { label: "Procedure", text: this.sentencesEn(4 + this.int(5)) },
      {
        label: "Conditions",
        text: `Temperature ${t()} °C, time ${1 + this.int(24)} h, ${this.pick(["nitrogen", "argon", "air"])} atmosphere, solvent ${this.pick(SOLVENTS)}.`,
      },
      { label: "Observations", text: this.sentencesEn(2) },
      {
        label: "Results",
        text: `Isolated yield ${40 + this.int(58)} % (${(0.5 + this.random() * 20).toFixed(2)} g) as a ${this.pick(["white solid", "pale yellow oil", "colourless liquid", "brown solid"])}.`,
      },
      { label: "Analysis", text: this.analysis() },
      { label: "Conclusion", text: this.sentencesEn(2) },
      {
        label: "Safety",
        text: `${this.pick(REAGENTS)} is ${this.pick(["flammable", "corrosive", "toxic", "moisture sensitive"])}; handle in the fume hood with gloves and goggles.`,
      },
    ];
  }

  private fieldsZh(): SearchField[] {
    return [
      {
        label: "实验目的",
        text: `${this.pick(["按既定合成路线", "通过", "采用"])}${this.pick(PHRASES_ZH)}制备${this.pick(COMPOUNDS_ZH)}，${this.sentenceZh(3)}`,
      },
      { label: "原料", text: this.materials() },
      { label: "实验步骤", text: Array.from({ length: 3 + this.int(4) }, () => this.sentenceZh(3 + this.int(3))).join("") },
      {
        label: "反应条件",
        text: `反应温度 ${20 + this.int(100)} °C，反应时间 ${1 + this.int(24)} h，${this.pick(["氮气保护", "氩气保护", "空气氛围"])}，溶剂${this.pick(PHRASES_ZH.slice(19, 29))}。`,
      },
      { label: "现象", text: this.sentenceZh(4) },
      {
        label: "结果",
        text: `收率 ${40 + this.int(58)}%，${this.pick(["白色固体", "淡黄色油状物", "无色液体", "浅棕色固体"])} ${(0.5 + this.random() * 20).toFixed(2)} g。`,
      },
      { label: "表征", text: this.analysis() },
      { label: "结论", text: `${this.sentenceZh(4)}${this.sentenceZh(3)}` },
      {
        label: "安全",
        text: `${this.pick(REAGENTS)}${this.pick(["易燃", "有腐蚀性", "有毒"])}，须在通风橱中操作，佩戴防护眼镜和手套。`,
      },
    ];
  }

  private materials(): string {
    return Array.from(
      { length: 4 + this.int(5) },
      () => `${this.pick(REAGENTS)} ${(this.random() * 10).toFixed(2)} ${this.pick(UNITS)}`,
    ).join("\n");
  }

  private analysis(): string {
    const shift = () => (0.5 + this.random() * 8).toFixed(2);
    return `1H NMR (400 MHz, CDCl3) δ ${shift()} (d, J = ${(5 + this.random() * 4).toFixed(1)} Hz, 2H), ${shift()} (s, 3H), ${shift()} (m, 1H). HPLC purity ${(95 + this.random() * 4.9).toFixed(1)} %, tR ${(2 + this.random() * 10).toFixed(2)} min.`;
  }

  private sentencesEn(count: number): string {
    const fill = (template: string) =>
      template
        .replace(/\{r\}/g, () => this.pick(REAGENTS))
        .replace(/\{s\}/g, () => this.pick(SOLVENTS))
        .replace(/\{t\}/g, () => String(this.int(120)))
        .replace(/\{h\}/g, () => String(1 + this.int(24)))
        .replace(/\{m\}/g, () => String(5 + this.int(55)))
        .replace(/\{n\}/g, () => String(1 + this.int(12)));
    return Array.from({ length: count }, () => fill(this.pick(SENTENCES_EN))).join(" ");
  }

  private sentenceZh(phrases: number): string {
    let text = this.pick(PHRASES_ZH);
    for (let i = 1; i < phrases; i++) text += this.pick(JOINERS_ZH) + this.pick(PHRASES_ZH);
    return `${text}。`;
  }

  /** An attachment's text: a few hundred words of an instrument report. */
  private report(): string {
    const words: string[] = [];
    const length = 200 + this.int(300);
    while (words.length < length) {
      words.push(this.pick(WORDS_REPORT));
      if (this.random() < 0.15) words.push((this.random() * 100).toFixed(2));
    }
    return words.join(" ");
  }

  private at(): string {
    return new Date(FROM + Math.floor(this.random() * SPAN)).toISOString();
  }

  private int(below: number): number {
    return Math.floor(this.random() * below);
  }

  private pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** Between min and max distinct numbers below `below`. */
  private some(below: number, min: number, max: number): number[] {
    const count = min + this.int(max - min + 1);
    const found = new Set<number>();
    while (found.size < count) found.add(this.int(below));
    return [...found];
  }

  private weighted<T>(choices: readonly [T, number][]): T {
    let r = this.random();
    for (const [value, weight] of choices) {
      r -= weight;
      if (r < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }
}
