import type { Entity } from "./crate-graph";

/**
 * The people a crate names, each a `Person` node once at the top of the graph. Owners are told
 * apart by account (two people may share a printed name); a signer or an actor known only by a
 * printed name is the first person of that name, or a new one. Ids are numbered: an account never
 * names a node of the metadata.
 */
export class CratePeople {
  readonly #byAccount = new Map<string, string>();
  readonly #byName = new Map<string, string>();
  readonly #nodes: Entity[] = [];

  owner(printedName: string, account: string): string {
    const known = this.#byAccount.get(account);
    if (known) return known;
    const id = this.#add(printedName);
    this.#byAccount.set(account, id);
    return id;
  }

  named(printedName: string): string {
    return this.#byName.get(printedName) ?? this.#add(printedName);
  }

  get nodes(): readonly Entity[] {
    return this.#nodes;
  }

  #add(printedName: string): string {
    const id = `#person-${this.#nodes.length + 1}`;
    this.#nodes.push({ "@id": id, "@type": "Person", name: printedName });
    if (!this.#byName.has(printedName)) this.#byName.set(printedName, id);
    return id;
  }
}
