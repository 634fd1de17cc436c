/**
 * Vercel, through Vercel's own code where it runs offline:
 *
 * - vercel.json's routing keys (headers, redirects, trailingSlash) against the JSON Schemas Vercel
 *   publishes in @vercel/routing-utils, with Ajv; and every source compiled by the same package's
 *   getTransformedRoutes (what Vercel's build turns vercel.json into: its route table);
 * - the whole file against Vercel's published type for vercel.json (@vercel/config's VercelConfig,
 *   generated from Vercel's OpenAPI schema), with the TypeScript compiler: an unknown key fails;
 * - what a request gets, read off that route table: redirects, headers and rewrites come from
 *   Vercel's routes; the steps between them (a file answers, else the 404 page with status 404)
 *   are this test's.
 *
 * A site in two languages (support/languages-site.ts, whose vercel.json `npm run add-language`
 * wrote): vercel.json is read before the build, so the build cannot write a language's rules into
 * it (nor into the Build Output API's config.json: Vercel's Gatsby builder, which it adds to every
 * Gatsby build, writes that file after the site's own plugins and replaces it). add-language
 * writes a rewrite with status 404 per language instead (plugins/site-files/languages.ts), which
 * Vercel applies only where no file answers the path.
 *
 * `vercel build` is not run: it builds the site a second time (the framework's build command) and
 * wants a linked project (.vercel/project.json from `vercel pull`, which needs an account); `vercel
 * dev` needs a login too. A broken copy of vercel.json is fed to each check, so each can fail.
 */
import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import ts from "typescript";
import {
  getTransformedRoutes,
  headersSchema,
  redirectsSchema,
  rewritesSchema,
  trailingSlashSchema,
  type Route,
} from "@vercel/routing-utils";
import { withVercelLanguages, type VercelJson as LanguagesVercelJson } from "../../plugins/site-files/languages";
import { contentModel } from "../../src/content-model/load";
import { formDeliveries } from "../../src/lib/contact-form";
import { contentDir, publicDir, readPublic, repo } from "./support/site";
import {
  SIGN_IN_ANYWHERE,
  describeLanguageNotFound,
  expectHostTableRows,
  describeHops,
  type Hop,
  type HostRow,
} from "./support/host-facts";
import { languagesSite, pageLanguage, type LanguagesSite } from "./support/languages-site";

type VercelJson = Record<string, unknown> & { headers?: unknown; redirects?: unknown; rewrites?: unknown; trailingSlash?: unknown };
const vercelJson = JSON.parse(fs.readFileSync(path.join(repo, "vercel.json"), "utf8")) as VercelJson;
const copy = (): VercelJson => JSON.parse(JSON.stringify(vercelJson)) as VercelJson;

/** Ajv errors of the routing keys against @vercel/routing-utils' schemas ([] when valid). */
function schemaErrors(config: VercelJson): string[] {
  const ajv = new Ajv({ allErrors: true });
  // Vercel marks some properties with its own "private" keyword; it does not constrain values.
  ajv.addKeyword("private");
  const errors: string[] = [];
  for (const [key, schema] of [
    ["headers", headersSchema],
    ["redirects", redirectsSchema],
    ["rewrites", rewritesSchema],
    ["trailingSlash", trailingSlashSchema],
  ] as const) {
    if (config[key] === undefined) continue;
    const validate = ajv.compile(schema);
    if (!validate(config[key])) errors.push(...(validate.errors ?? []).map((e) => `${key}${e.instancePath} ${e.message}`));
  }
  return errors;
}

/**
 * TypeScript errors of each config as a VercelConfig object literal (excess keys are errors there),
 * all in one compiler run: one file per config, importing only the type file (no other types).
 */
function typeErrors(...configs: VercelJson[]): string[][] {
  const typesFile = path.join(repo, "node_modules", "@vercel", "config", "dist", "types");
  const files = configs.map((config, i) => {
    // `$schema` is for editors; Vercel ignores it, and the type does not list it.
    const { $schema: _schema, ...rest } = config;
    const source = `import type { VercelConfig } from ${JSON.stringify(typesFile)};\nexport const config: VercelConfig = ${JSON.stringify(rest, null, 2)};\n`;
    return { name: path.join(repo, "test", "build", `__vercel-config-${i}__.ts`), source };
  });
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ["lib.es2022.d.ts"],
    target: ts.ScriptTarget.ES2022,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => files.find((f) => f.name === name)?.source ?? readFile(name);
  host.fileExists = (name) => files.some((f) => f.name === name) || fileExists(name);
  const program = ts.createProgram(
    files.map((f) => f.name),
    options,
    host,
  );
  return files.map((f) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(f.name)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
  );
}

const transformed = getTransformedRoutes(vercelJson as Parameters<typeof getTransformedRoutes>[0]);

type Served = Hop & { headers: Record<string, string>; file?: string };
type RouteWithSource = Route & {
  src: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  check?: boolean;
};

/**
 * Vercel's route table for a vercel.json, and one request through it. Before the `filesystem`
 * step: the first route with a status answers (a redirect), routes with `continue` add their
 * headers. Then the file system: `/x/` is `x/index.html`, a file is itself. Then the routes after
 * `filesystem` (vercel.json's rewrites), for a path no file answered: the first that matches and
 * whose destination a file answers (`check`) serves that file, with its status. Anything else gets
 * the 404 page with status 404 (the error route Vercel's Gatsby builder adds: 404.html).
 */
function vercelRouter(config: VercelJson, root: string): (urlPath: string) => Served {
  const { routes, error } = getTransformedRoutes(config as Parameters<typeof getTransformedRoutes>[0]);
  if (error) throw new Error(`vercel.json does not compile: ${error.message}`);
  const all = (routes ?? []) as RouteWithSource[];
  const split = all.findIndex((route) => "handle" in route && route.handle === "filesystem");
  const [before, after] = split < 0 ? [all, []] : [all.slice(0, split), all.slice(split + 1)];
  const isFile = (file: string) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile() ?? false;
  return (urlPath) => {
    const headers: Record<string, string> = {};
    for (const route of before) {
      const match = new RegExp(route.src).exec(urlPath);
      if (!match) continue;
      const resolved = Object.fromEntries(
        Object.entries(route.headers ?? {}).map(([k, v]) => [
          k.toLowerCase(),
          v.replace(/\$(\d+)/g, (_m, i: string) => match[Number(i)] ?? ""),
        ]),
      );
      if (route.status !== undefined && !route.continue)
        return { status: route.status, location: resolved.location, headers: { ...headers, ...resolved } };
      Object.assign(headers, resolved);
    }
    const file = urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath;
    if (isFile(file)) return { status: 200, headers, file };
    for (const route of after) {
      if (!new RegExp(route.src).test(urlPath) || !route.dest) continue;
      const destination = route.dest.split("?")[0] as string;
      if (route.check && !isFile(destination)) continue;
      return { status: route.status ?? 200, headers, file: destination };
    }
    return { status: 404, headers, file: "/404.html" };
  };
}

/** Every answer to a request, redirects followed. */
const hopsThrough = (answer: (urlPath: string) => Served) => {
  const hops = (urlPath: string): Hop[] => {
    const first = answer(urlPath);
    const hop: Hop = first.location === undefined ? { status: first.status } : { status: first.status, location: first.location };
    return first.location === undefined ? [hop] : [hop, ...hops(first.location)];
  };
  return hops;
};

const answer = vercelRouter(vercelJson, publicDir);
const hops = hopsThrough(answer);

/** vercel.json as `npm run add-language -- de` leaves it (plugins/site-files/languages.ts). */
const withGerman = withVercelLanguages(vercelJson as LanguagesVercelJson, ["de"]) as VercelJson;

// The site in two languages, and its own vercel.json.
let two: LanguagesSite;
let twoJson: VercelJson;
let answerTwo: (urlPath: string) => Served;
beforeAll(() => {
  // Built first when stale (up to 10 minutes on a busy machine; `npm test` has built it already).
  two = languagesSite();
  twoJson = JSON.parse(fs.readFileSync(path.join(two.site, "vercel.json"), "utf8")) as VercelJson;
  answerTwo = vercelRouter(twoJson, two.publicDir);
}, 720_000);

describe("vercel.json against Vercel's published schemas", () => {
  it("passes the routing schemas of @vercel/routing-utils, with a language's rules too", () => {
    expect(schemaErrors(vercelJson)).toEqual([]);
    expect(schemaErrors(withGerman)).toEqual([]);
  });

  it("has the 404 rules of exactly the site's other languages (none for a site in one language; add-language writes them)", () => {
    const others = contentModel(contentDir)
      .languages.slice(1)
      .map((language) => language.code);
    expect(withVercelLanguages(vercelJson as LanguagesVercelJson, others)).toEqual(vercelJson);
  });

  it("fails them with an unknown key in a header rule or a header without a value (so the check can fail)", () => {
    const unknownKey = copy();
    (unknownKey.headers as Record<string, unknown>[])[0]!.sources = "/(.*)";
    expect(schemaErrors(unknownKey)).toEqual(expect.arrayContaining([expect.stringContaining("must NOT have additional properties")]));
    const noValue = copy();
    (noValue.headers as { headers: Record<string, unknown>[] }[])[0]!.headers[0] = { key: "X-Frame-Options" };
    expect(schemaErrors(noValue)).not.toEqual([]);
    const wrongType = copy();
    wrongType.trailingSlash = "yes";
    expect(schemaErrors(wrongType)).not.toEqual([]);
  });

  it("compiles into Vercel's route table with no error; a broken header source does not", () => {
    expect(transformed.error).toBeNull();
    const broken = copy();
    (broken.headers as { source: string }[])[0]!.source = "/(unclosed";
    expect(getTransformedRoutes(broken as Parameters<typeof getTransformedRoutes>[0]).error).not.toBeNull();
  });

  it("type-checks as Vercel's VercelConfig (@vercel/config); an unknown or misspelt key does not", () => {
    const misspelt = copy();
    misspelt.trailingSlashes = true;
    const wrongFramework = copy();
    wrongFramework.framework = "gatsbyjs";
    const [ours, german, unknownKey, unknownFramework] = typeErrors(vercelJson, withGerman, misspelt, wrongFramework);
    expect(ours).toEqual([]);
    expect(german).toEqual([]);
    expect(unknownKey).toEqual([expect.stringMatching(/'"?trailingSlashes"?' does not exist in type 'VercelConfig'/)]);
    expect(unknownFramework).not.toEqual([]);
  }, 60_000);
});

describe("what Vercel's route table does with the build", () => {
  it("sends /about to /about/ (308) and serves the pages", () => {
    expect(hops("/about")).toEqual([{ status: 308, location: "/about/" }, { status: 200 }]);
    for (const route of ["/", "/about/", "/services/", "/contact/"]) expect([route, answer(route).status]).toEqual([route, 200]);
  });

  it("never answers 200 for the 404 page: /404 and /404.html go to /404/, which no file answers", () => {
    expect(hops("/404")).toEqual([{ status: 308, location: "/404/" }, { status: 404 }]);
    expect(hops("/404/")).toEqual([{ status: 404 }]);
    expect(hops("/404.html")).toEqual([{ status: 308, location: "/404/" }, { status: 404 }]);
    expect(fs.existsSync(path.join(publicDir, "404", "index.html"))).toBe(false);
    // What Vercel serves for a 404: the build's 404.html, whose <meta> carries the hashed policy.
    expect(readPublic("404.html")).toMatch(/<meta http-equiv="Content-Security-Policy"/);
  });

  it("caches the pictures the build made (public/pictures/, a hash of the file in every name) for a year", () => {
    expect(answer("/pictures/team-0123456789-800.avif").headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers an unknown path with 404, the security headers and revalidation", () => {
    const response = answer("/no-such-page/");
    expect(response.status).toBe(404);
    expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  describe("a site in two languages: /de/ has its own 404 page", () => {
    it("has the vercel.json add-language wrote: the site's own, with each language's rules", () => {
      expect(twoJson).toEqual(withVercelLanguages(vercelJson as LanguagesVercelJson, two.others));
      expect(twoJson.rewrites).toEqual(
        two.others.map((code) => ({ source: `/${code}/(.*)`, destination: `/${code}/404.html`, statusCode: 404 })),
      );
    });

    it.each(["/de/no-such-page/", "/de/about/no-such-page/", "/de/404/"])("answers %s with 404 and the German 404 page", (urlPath) => {
      const response = answerTwo(urlPath);
      expect([response.status, response.file]).toEqual([404, "/de/404.html"]);
      expect(pageLanguage(two.read("de/404.html"))).toBe("de");
      expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    });

    it("sends /de/no-such-page, /de/404 and /de/404.html to their slashed paths, which answer 404: the German 404 page never answers 200", () => {
      const hopsTwo = hopsThrough(answerTwo);
      for (const urlPath of ["/de/no-such-page", "/de/404", "/de/404.html"])
        expect([urlPath, hopsTwo(urlPath)]).toEqual([
          urlPath,
          [{ status: 308, location: `${urlPath.replace(/\.html$/, "")}/` }, { status: 404 }],
        ]);
    });

    it("serves the German pages, and the default language's 404 page everywhere else, as before", () => {
      expect(answerTwo("/de/about/")).toMatchObject({ status: 200, file: "/de/about/index.html" });
      expect(answerTwo("/de/")).toMatchObject({ status: 200, file: "/de/index.html" });
      for (const urlPath of ["/no-such-page/", "/deutsch/no-such-page/", "/404/"])
        expect([urlPath, answerTwo(urlPath)]).toEqual([urlPath, expect.objectContaining({ status: 404, file: "/404.html" })]);
    });
  });

  it("is what the host tables say (written from the route table)", () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(repo, "node_modules", "@vercel", "routing-utils", "package.json"), "utf8"),
    ) as {
      version: string;
    };
    const row: HostRow = {
      host: "Vercel",
      checkedWith: `@vercel/routing-utils ${version} (schemas, route table); no \`vercel build\` (needs an account)`,
      unknownPath: `${answer("/no-such-page/").status}, the 404 page`,
      notFoundPage: (["/404", "/404/", "/404.html"] as const).map((p) => `\`${p}\`: ${describeHops(hops(p))}`).join("; "),
      notFoundPerLanguage: describeLanguageNotFound(
        { status: answerTwo("/de/no-such-page/").status, page: answerTwo("/de/no-such-page/").file ?? "" },
        "a rewrite with status 404 that `add-language` writes into `vercel.json`",
      ),
      trailingSlash: describeHops(hops("/about")),
      headers: "all but the policy's hashes (`vercel.json`); those come from each page's `<meta>`",
      forms: formDeliveries.filter((d) => d !== "netlify").join(", "),
      signIn: SIGN_IN_ANYWHERE,
    };
    expectHostTableRows(row);
  });
});
