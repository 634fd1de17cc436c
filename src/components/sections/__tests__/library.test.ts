/** The renderer's table and the registry's section types name the same types, and agree on which one opens a page. */
import { rendered } from "..";
import { sectionTypes } from "../../../content-model/registry";

it("renders every section type the registry declares, and no other", () => {
  expect(
    rendered()
      .map((r) => r.type)
      .sort(),
  ).toEqual(sectionTypes.map((t) => t.name).sort());
});

it("lets the type the registry says opens a page (its only h1) stand in for a created page's title", () => {
  expect(
    rendered()
      .filter((r) => r.opensPage)
      .map((r) => r.type),
  ).toEqual(sectionTypes.filter((t) => t.opensPage).map((t) => t.name));
});
