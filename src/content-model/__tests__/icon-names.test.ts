/** @jest-environment node */
/**
 * The icon names content may use (every Lucide icon) and what the check says about a name that is
 * not one: the nearest names, or the current name of an old one.
 */
import { icons } from "lucide";
import { lucideKey } from "../../lib/lucide-name";
import { iconAliases, iconNames } from "../icon-names";
import { checkYaml } from "../check-yaml";
import { formatProblem, iconProblem, nearestKeys } from "../problems";
import { findContentFile } from "../registry";

describe("iconNames", () => {
  it("lists every Lucide icon, by the names lucide.dev shows, each of which the icon component can draw", () => {
    expect(iconNames.length).toBeGreaterThan(1500);
    expect(iconNames).toEqual(expect.arrayContaining(["shield", "cloud", "chart-column", "message-square-text", "grid-2x2"]));
    for (const name of iconNames) expect([name, icons[lucideKey(name) as keyof typeof icons]]).toEqual([name, expect.any(Array)]);
    expect(new Set(iconNames).size).toBe(iconNames.length);
  });

  it("keeps the 14 names of the site's former hand-drawn icons: 12 as they were, 2 under their Lucide names", () => {
    const kept = ["code", "cog", "phone", "pen", "megaphone", "search", "server", "handshake", "headset", "users", "rocket", "mail"];
    expect(kept.filter((name) => !iconNames.includes(name))).toEqual([]);
    expect([iconAliases.get("layout"), iconAliases.get("chat")]).toEqual(["panels-top-left", "message-square-text"]);
  });
});

describe("the check's words for an icon name", () => {
  it("accepts a Lucide name", () => {
    expect(iconProblem("shield-check")).toBeUndefined();
  });

  it.each([
    ["sheild", ["shield"]],
    ["rocet", ["rocket"]],
    ["clod", ["cloud"]],
  ])("%s: did you mean %j (nearest names first, at most three)", (typed, first) => {
    const message = iconProblem(typed)!;
    expect(message).toContain(`"${typed}" is not the name of a Lucide icon. Did you mean "${first[0]}"`);
    expect(message).toContain("https://lucide.dev/icons");
    expect(nearestKeys(typed, iconNames).length).toBeLessThanOrEqual(3);
  });

  it("names the current name of an old one", () => {
    expect(iconProblem("alert-circle")).toBe('"alert-circle" is an old name of this icon; write "circle-alert".');
    expect(iconProblem("chat")).toBe('"chat" is an old name of this icon; write "message-square-text".');
  });

  it("offers names containing a word when nothing is a near miss, and nothing for gibberish", () => {
    expect(nearestKeys("shopping", iconNames)).toEqual(expect.arrayContaining([expect.stringContaining("shopping")]));
    expect(iconProblem("qqqqqqqqqq")).toBe(
      '"qqqqqqqqqq" is not the name of a Lucide icon. Every icon and its name: https://lucide.dev/icons',
    );
  });

  it("is what the content check reports, naming the file, entry and field", () => {
    const spec = findContentFile("stats.yaml")!;
    const text = `- id: one\n  title: One\n  value: '1'\n  icon: sheild\n- id: two\n  title: Two\n  value: '2'\n  icon: users\n- id: three\n  title: Three\n  value: '3'\n  icon: users\n- id: four\n  title: Four\n  value: '4'\n  icon: users\n`;
    const messages = checkYaml(spec, text, "content/stats.yaml").map(formatProblem);
    expect(messages).toEqual([
      expect.stringMatching(
        /^content\/stats\.yaml:4: entry #1 "One": icon: "sheild" is not the name of a Lucide icon\. Did you mean "shield"/,
      ),
    ]);
  });
});
