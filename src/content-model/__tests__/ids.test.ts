/** @jest-environment node */
/**
 * Ids editors never type (ids.ts): made from the title when missing, kept once written, unique in their
 * list; two entries with one id stop the check, and an id left out of a hand-written file is a warning.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { yamlStringifyOptions } from "../cms-config";
import { fillIds, idFor, MAX_ID_LENGTH, slugify, withIds } from "../ids";
import { checkContent } from "../check";
import { checkYaml } from "../check-yaml";
import { loadContent } from "../load";
import { formatProblem } from "../problems";
import { findContentFile, type ContentFile } from "../registry";

const root = path.resolve(__dirname, "../../..");
const spec = (file: string) => findContentFile(file) as ContentFile;
const real = (file: string) => parse(fs.readFileSync(path.join(root, "content", file), "utf8")) as unknown;

describe("an id made from a title", () => {
  it.each([
    ["Cloud Hosting", "cloud-hosting"],
    ["UI/UX Design", "ui-ux-design"],
    ["24/7 Customer Support", "24-7-customer-support"],
    ["  Search & Rescue!  ", "search-rescue"],
    ["Über-Design für Ärzte", "ueber-design-fuer-aerzte"],
    ["Straße, Øresund, Œuvre", "strasse-oresund-oeuvre"],
    ["Café—Crème", "cafe-creme"],
  ])("%s → %s", (title, id) => {
    expect(slugify(title)).toBe(id);
  });

  it("is cut at a dash to at most 48 characters", () => {
    const id = slugify("Donaudampfschifffahrtsgesellschaft and Arbeidsongeschiktheidsverzekering in one title");
    expect(id).toBe("donaudampfschifffahrtsgesellschaft-and");
    expect(id.length).toBeLessThanOrEqual(MAX_ID_LENGTH);
    expect(slugify("x".repeat(80))).toBe("x".repeat(MAX_ID_LENGTH));
  });

  it("gets -2, -3 … when taken, and the list's noun when the title has no letters or digits", () => {
    expect(idFor("Hosting", new Set(["hosting"]))).toBe("hosting-2");
    expect(idFor("Hosting", new Set(["hosting", "hosting-2"]))).toBe("hosting-3");
    expect(idFor("日本語", new Set(), "service card")).toBe("service-card");
    expect(idFor("!!!", new Set(["statistic"]), "statistic")).toBe("statistic-2");
    expect(idFor(undefined, new Set())).toBe("entry");
  });
});

describe("filling in ids", () => {
  const services = real("services.yaml") as Record<string, unknown>[];

  it("keeps every id that is there, and makes the missing ones from the title", () => {
    const added = [...services, { title: "Cloud Hosting", subTitle: "s", description: "d", icon: "server" }, { id: "", title: "Hosting" }];
    const filled = fillIds(added, "title");
    expect(filled.map((e) => e.id)).toEqual([...services.map((s) => s.id), "cloud-hosting", "hosting-2"]);
    // The id is the entry's first field, where the schema and the browser editor put it.
    expect(Object.keys(filled[8]!)).toEqual(["id", "title", "subTitle", "description", "icon"]);
    // Nothing else changes, and the input is left alone.
    expect(filled.slice(0, 8)).toEqual(services);
    expect(added[8]).not.toHaveProperty("id");
  });

  it("keeps an id when only the title changes (the address /services/#service-<id> stays)", () => {
    const renamed = services.map((s, i) => (i === 0 ? { ...s, title: "Web and Cloud Development" } : s));
    expect(fillIds(renamed, "title")[0]!.id).toBe("web-development");
  });

  it("gives a copy made with Duplicate an id of its own (the editor's save), the first keeping it", () => {
    const copied = [services[0], { ...services[0] }, ...services.slice(1)] as Record<string, unknown>[];
    expect(fillIds(copied, "title", { copies: true }).map((e) => e.id)).toEqual([
      "web-development",
      "web-development-2",
      ...services.slice(1).map((s) => s.id),
    ]);
    // Without `copies` (the build), a repeat stays for the check to report.
    expect(fillIds(copied, "title")[1]!.id).toBe("web-development");
  });

  it("reaches lists inside a file, through a section's type: the Services page's service details", () => {
    type Details = { type: string; items: Record<string, unknown>[] };
    const page = real("pages/services.yaml") as { sections: Details[] };
    const at = page.sections.findIndex((s) => s.type === "service-details");
    const details = page.sections[at]!;
    const items = [...details.items, { title: "Cloud Hosting", text: "t", icon: "server", items: ["A"] }];
    const sections = page.sections.map((s, i) => (i === at ? { ...details, items } : s));
    const filled = withIds(spec("pages/services.yaml"), { ...page, sections }) as typeof page;
    expect(filled.sections[at]!.items.map((s) => s.id)).toEqual([...details.items.map((s) => s.id), "cloud-hosting"]);
    // The sections themselves have no id, and keep their type first.
    expect(filled.sections.map((s) => Object.keys(s)[0])).toEqual(page.sections.map(() => "type"));
    // Selling points are made from their text.
    const checklist = withIds(spec("checklist.yaml"), [{ text: "Fast delivery" }, { text: "Fast delivery" }]);
    expect(checklist).toEqual([
      { id: "fast-delivery", text: "Fast delivery" },
      { id: "fast-delivery-2", text: "Fast delivery" },
    ]);
  });
});

describe("a file written by hand", () => {
  const services = real("services.yaml") as Record<string, unknown>[];
  const ninth = { title: "Cloud Hosting", subTitle: "Scales with you", description: "Managed cloud servers.", icon: "server" };
  const text = stringify([...services, ninth], yamlStringifyOptions);

  it("passes the check without an id (the build makes it)", () => {
    expect(checkYaml(spec("services.yaml"), text, "content/services.yaml")).toEqual([]);
  });

  it("gets a warning that its id follows the title, with the line that keeps it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ids-"));
    try {
      fs.cpSync(path.join(root, "content"), dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "services.yaml"), text);
      const line = text.split("\n").indexOf("- title: Cloud Hosting") + 1;
      expect(checkContent(loadContent(dir, "content")).warnings.map(formatProblem)).toEqual([
        `content/services.yaml:${line}: entry #9 "Cloud Hosting": id: is missing, so every build makes it from the title ("cloud-hosting"), and it changes whenever the title does. Add the line "id: cloud-hosting" to the entry to keep it (the browser editor adds it by itself).`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops the check when two entries share an id, naming both and suggesting a free id", () => {
    const clash = stringify([...services, { id: "hosting", ...ninth }], yamlStringifyOptions);
    const line = clash.split("\n").lastIndexOf("- id: hosting") + 1;
    const first = clash.split("\n").indexOf("- id: hosting") + 1;
    expect(checkYaml(spec("services.yaml"), clash, "content/services.yaml").map(formatProblem)).toEqual([
      `content/services.yaml:${line}: entry #9 "Cloud Hosting": id: "hosting" is also the id of entry #8 "Hosting" (line ${first}), and no two entries may share one. Give this entry its own: id: cloud-hosting (made from its title), or delete this line and the site makes one. Entry #8 keeps "hosting".`,
    ]);
  });

  it("in a section's list, gets the same warning, naming the section", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ids-"));
    try {
      fs.cpSync(path.join(root, "content"), dir, { recursive: true });
      const file = path.join(dir, "pages/services.yaml");
      const page = fs.readFileSync(file, "utf8").replace("      - id: web-development\n        title:", "      - title:");
      fs.writeFileSync(file, page);
      const line = page.split("\n").indexOf("      - title: Web Development") + 1;
      expect(checkContent(loadContent(dir, "content")).warnings.map(formatProblem)).toEqual([
        `content/pages/services.yaml:${line}: entry section 3 (service-details) > items #1 "Web Development": id: is missing, so every build makes it from the title ("web-development"), and it changes whenever the title does. Add the line "id: web-development" to the entry to keep it (the browser editor adds it by itself).`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("never suggests an id another entry has", () => {
    const copy = { ...(services[7] as Record<string, unknown>) };
    const clash = stringify([...services, copy], yamlStringifyOptions);
    const [problem] = checkYaml(spec("services.yaml"), clash, "content/services.yaml");
    expect(problem?.message).toContain("Give this entry its own: id: hosting-2 (made from its title)");
  });
});
