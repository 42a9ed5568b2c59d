import { describe, expect, it } from "vitest";
import { listQueryString } from "./list-params";

describe("list query strings (spec §9 paging)", () => {
  it("leaves out empty filters and orders keys stably", () => {
    expect(listQueryString({ pageSize: 10, pageIndex: 1, keyword: "", status: undefined, projectId: "p1" })).toBe(
      "?pageIndex=1&pageSize=10&projectId=p1",
    );
  });

  it("encodes keywords", () => {
    expect(listQueryString({ pageIndex: 2, pageSize: 10, keyword: "合成 A&B" })).toBe(
      "?keyword=%E5%90%88%E6%88%90+A%26B&pageIndex=2&pageSize=10",
    );
  });
});
