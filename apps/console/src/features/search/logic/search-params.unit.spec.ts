import { describe, expect, it } from "vitest";
import {
  hasFilters,
  NO_FILTERS,
  PAGE_SIZE,
  pageCount,
  RECORD_STATUSES,
  readSearchParams,
  searchAddress,
  searchApiQuery,
  withFilters,
} from "./search-params";

const read = (query: string) => readSearchParams(new URLSearchParams(query));

describe("a global search kept in the address (spec §2 /globSearch?key=)", () => {
  it("reads the words and every filter, so a shared address repeats the search", () => {
    const params = read(
      "key=%E5%90%88%E6%88%90%E8%B7%AF%E7%BA%BF&type=record&status=draft&projectId=p1&ownerId=m1&from=2026-01-01&to=2026-02-01&pageIndex=3",
    );
    expect(params).toEqual({
      key: "合成路线",
      type: "record",
      status: "draft",
      projectId: "p1",
      ownerId: "m1",
      from: "2026-01-01",
      to: "2026-02-01",
      pageIndex: 3,
    });
    expect(read(searchAddress(params).split("?")[1]!)).toEqual(params);
  });

  it("leaves out what it cannot use: an unknown type or status, a malformed day, a page out of range", () => {
    expect(read("key=a&type=member&status=lost&from=yesterday&to=2026-1-1&pageIndex=x")).toEqual({
      key: "a",
      ...NO_FILTERS,
      pageIndex: 1,
    });
    expect(read("key=a&from=2026-02-30&to=2026-13-01")).toMatchObject({ from: "", to: "" });
    expect(read("key=a&pageIndex=-4").pageIndex).toBe(1);
    expect(read("key=a&pageIndex=99999").pageIndex).toBe(1000);
  });

  it("a record status applies to records only: it is dropped with another type", () => {
    expect(read("key=a&type=project&status=draft").status).toBe("");
    const records = read("key=a&type=record&status=approved");
    expect(withFilters(records, { type: "notebook" })).toMatchObject({ type: "notebook", status: "" });
    expect(withFilters(records, { type: "" })).toMatchObject({ type: "", status: "approved" });
  });

  it("a change of filters starts again at page one", () => {
    expect(withFilters(read("key=a&pageIndex=4"), { projectId: "p2" })).toMatchObject({ projectId: "p2", pageIndex: 1 });
  });

  it("the address names only what is set; the API query names the page and its size", () => {
    const params = read("key=buffer pH 7&type=&pageIndex=1");
    expect(searchAddress(params)).toBe("/globSearch?key=buffer+pH+7");
    expect(searchApiQuery(params)).toBe(`?key=buffer+pH+7&pageIndex=1&pageSize=${PAGE_SIZE}`);
    expect(hasFilters(params)).toBe(false);
    expect(hasFilters(withFilters(params, { from: "2026-01-01" }))).toBe(true);
  });

  it("pages: as many as the hits fill", () => {
    expect([pageCount(0), pageCount(1), pageCount(PAGE_SIZE), pageCount(PAGE_SIZE + 1)]).toEqual([0, 1, 1, 2]);
  });

  it("offers every record status, in the order of a record's life", () => {
    expect(RECORD_STATUSES).toEqual(["draft", "submitted", "approved", "rejected", "recalling", "recalled"]);
  });
});
