/** @jest-environment node */
/**
 * People and job openings as a visitor and a search engine meet them, in builds of copies of the
 * repository with people and openings written with the fields the editor declares: the long-content
 * fixture (English, an opening that closed, authors) and the languages fixture (German and Arabic).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parse } from "yaml";
import { languages, longContent, longContentDir } from "../fixture-builds";
import { ensureFixtureBuild } from "../site-build";
import { cmsConfig } from "../../src/content-model/cms-config";
import { jobOpenings } from "../../src/content-model/registry";
import { listFiles } from "../../src/lib/list-files";

jest.setTimeout(600_000);

const log = (message: string) => process.stderr.write(`${message}\n`);
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe("the long-content fixture's people and openings", () => {
  const dir = ensureFixtureBuild(longContent, log);
  const page = (route: string) => fs.readFileSync(path.join(dir, route, "index.html"), "utf8");
  const exists = (route: string) => fs.existsSync(path.join(dir, route, "index.html"));

  it("writes its people and openings with only the fields the editor offers", () => {
    const collections = cmsConfig({ backend: { repo: "any/repo" } }).collections ?? [];
    const declared = (name: string) => {
      const collection = collections.find((c) => c.name === name) as { fields?: { name: string }[] } | undefined;
      return new Set((collection?.fields ?? []).map((f) => f.name));
    };
    const openingFields = declared(jobOpenings.folder);
    const written = listFiles(path.join(longContentDir, jobOpenings.folder)).flatMap((file) =>
      Object.keys(parse(fs.readFileSync(path.join(longContentDir, jobOpenings.folder, file), "utf8").split("---")[1]!) as object),
    );
    expect(openingFields.size).toBeGreaterThan(10);
    expect(written.filter((field) => !openingFields.has(field))).toEqual([]);
    const peopleFile = collections
      .flatMap((c) => ("files" in c ? (c.files as { file: string; fields: { name: string; fields?: { name: string }[] }[] }[]) : []))
      .find((f) => f.file === "content/people.yaml")!;
    const personFields = new Set(peopleFile.fields[0]!.fields!.map((f) => f.name));
    const people = parse(fs.readFileSync(path.join(longContentDir, "people.yaml"), "utf8")) as Record<string, unknown>[];
    expect(people.flatMap((person) => Object.keys(person)).filter((field) => !personFields.has(field))).toEqual([]);
  });

  it("shows the team on About, each name linking to the person's page, and not a person left off the team list", () => {
    const about = page("about");
    const team = /<section id="team"[\s\S]*?<\/section>/.exec(about)![0];
    expect(text(team)).toContain("Sofia Lindqvist Head of Delivery");
    expect(team).toContain('href="/team/sofia-lindqvist/"');
    expect(team).not.toContain("Daniel Okafor");
  });

  it("gives a person a page with their role, bio, profiles and articles, newest first", () => {
    const person = page("team/maximiliane-oberschwaerzenbacher-lindqvist");
    expect(person).toMatch(/<h1[^>]*>Maximiliane Oberschwärzenbacher<\/h1>/);
    expect(text(person)).toContain("Principal Accessibility and Internationalisation Engineer");
    expect(person).toContain('href="https://github.com/moberschwaerzenbacher"');
    expect(text(person)).toContain("Articles by Maximiliane Oberschwärzenbacher");
    expect(person).toContain('href="/articles/arbeidsongeschiktheidsverzekering/"');
    // The guest author, off the team list, still has their page.
    expect(exists("team/guest-author")).toBe(true);
  });

  it("links an article's author to their page, and names them in its JSON-LD as a Person with url and sameAs", () => {
    const article = page("articles/arbeidsongeschiktheidsverzekering");
    expect(article).toMatch(/href="\/team\/maximiliane-oberschwaerzenbacher-lindqvist\/"[^>]*>Maximiliane Oberschwärzenbacher<\/a>/);
    const posting = jsonLd(article).find((data) => data["@type"] === "BlogPosting")!;
    expect(posting.author).toEqual({
      "@type": "Person",
      name: "Maximiliane Oberschwärzenbacher",
      url: expect.stringMatching(/\/team\/maximiliane-oberschwaerzenbacher-lindqvist\/$/),
      sameAs: [
        "https://www.linkedin.com/in/maximiliane-oberschwaerzenbacher-lindqvist",
        "https://github.com/moberschwaerzenbacher",
        "https://www.oberschwaerzenbacher-lindqvist.example.com/",
      ],
    });
  });

  it("lists the open positions on the careers page under their teams, and leaves out one past its closing day everywhere", () => {
    const careers = page("careers");
    const headings = [...careers.matchAll(/<h2 id="group-\d+"[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(["Design", "Engineering"]);
    expect(careers).toContain('href="/careers/senior-frontend-engineer/"');
    expect(careers).toContain('href="/careers/remote-backend-engineer/"');
    expect(exists("careers/senior-frontend-engineer")).toBe(true);
    // closes: 2026-01-31, before any day this test runs on; a far closing day keeps the others.
    expect(exists("careers/closed-position")).toBe(false);
    const published = listFiles(dir, { match: /\.(html|xml|json)$/ }).filter((file) =>
      /closed-position|zanzibarquokka/.test(fs.readFileSync(path.join(dir, file), "utf8")),
    );
    expect(published).toEqual([]);
    const sitemap = fs.readFileSync(path.join(dir, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("/careers/senior-frontend-engineer/");
    // Site search's index: the open positions' pages are in it, the closed one's words are not.
    const fragments = listFiles(path.join(dir, "pagefind", "fragment")).map((file) =>
      zlib.gunzipSync(fs.readFileSync(path.join(dir, "pagefind", "fragment", file))).toString("utf8"),
    );
    expect(fragments.some((fragment) => fragment.includes("/careers/senior-frontend-engineer/"))).toBe(true);
    expect(fragments.filter((fragment) => /zanzibarquokka|closed-position/.test(fragment))).toEqual([]);
  });

  it("shows an opening's facts, its pay as the language writes money, and a form whose subject names the position", () => {
    const opening = page("careers/senior-frontend-engineer");
    const facts = text(/<dl[\s\S]*?<\/dl>/.exec(opening)![0]);
    expect(facts).toContain("Team Engineering");
    expect(facts).toContain("Employment Full-time");
    expect(facts).toMatch(/Salary €65,000\s?–\s?€80,000 a year/);
    expect(text(opening)).toContain("Apply by December 31, 2099");
    expect(opening).toMatch(/<h2 id="apply-heading"[^>]*>How to apply<\/h2>/);
    expect(opening).toMatch(/<input[^>]*name="subject"[^>]*value="Application: Senior Frontend Engineer"/);
    const remote = page("careers/remote-backend-engineer");
    expect(text(remote)).toContain("Open to applicants in Germany, Austria, Netherlands, and Poland");
  });

  it("describes an opening as a JobPosting with what search engines require and recommend", () => {
    const [posting] = jsonLd(page("careers/senior-frontend-engineer")).filter((data) => data["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      title: "Senior Frontend Engineer",
      datePosted: "2026-11-02",
      validThrough: "2099-12-31T23:59:59Z",
      employmentType: "FULL_TIME",
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: expect.any(String) },
      jobLocation: { "@type": "Place", address: { addressLocality: "Berlin", postalCode: "10117", addressCountry: "DE" } },
      baseSalary: { currency: "EUR", value: { minValue: 65000, maxValue: 80000, unitText: "YEAR" } },
    });
    expect(posting!.description).toContain("<h2");
    const [remote] = jsonLd(page("careers/remote-backend-engineer")).filter((data) => data["@type"] === "JobPosting");
    expect(remote).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: ["DE", "AT", "NL", "PL"].map((name) => ({ "@type": "Country", name })),
    });
    expect(remote).not.toHaveProperty("jobLocation");
  });
});

describe("the languages fixture's people and openings", () => {
  const dir = ensureFixtureBuild(languages, log);
  const page = (route: string) => fs.readFileSync(path.join(dir, route, "index.html"), "utf8");

  it("publishes a German opening under /de/, in German, with its form's subject and its pay in German", () => {
    const opening = page("de/careers/senior-frontend-engineer");
    expect(opening).toMatch(/<html[^>]*lang="de"/);
    expect(text(opening)).toMatch(/65\.000\s?–\s?80\.000 €/);
    expect(opening).toMatch(/name="subject"[^>]*value="Bewerbung: /);
    expect(page("de/careers")).toContain('href="/de/careers/senior-frontend-engineer/"');
  });

  it("keeps a person's name and profiles the same in every language, with their role in each", () => {
    const pages = ["team/maya-chen", "de/team/maya-chen", "ar/team/maya-chen"].map(page);
    const [en = "", de = "", ar = ""] = pages;
    for (const html of pages) {
      expect(html).toMatch(/<h1[^>]*>Maya Chen<\/h1>/);
      expect(html).toContain('href="https://github.com/mayachen-dev"');
    }
    expect(ar).toMatch(/<html[^>]*dir="rtl"/);
    expect(text(en)).not.toEqual(text(de));
  });
});
