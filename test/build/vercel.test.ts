/**
 * Vercel, through Vercel's own code where it runs offline:
 *
 * - vercel.ts, run the way Vercel's CLI runs it at the start of a build (bundled by esbuild with the
 *   packages left to node_modules, as ESM for Node 20, then imported by a Node of its own; `vercel
 *   build` installs the dependencies first): what it gives is the config the tests below check, and
 *   a redirect written into the content's redirects.yaml is in it, with no other file changed;
 * - the config's routing keys (headers, redirects, rewrites, trailingSlash) against the JSON Schemas
 *   Vercel publishes in @vercel/routing-utils, with Ajv; and every source compiled by the same
 *   package's getTransformedRoutes (what Vercel's build turns the config into: its route table);
 * - the whole config against Vercel's published type (@vercel/config's VercelConfig, generated from
 *   Vercel's OpenAPI schema), with the TypeScript compiler: an unknown key fails;
 * - what a request gets, read off that route table: redirects, headers and rewrites come from
 *   Vercel's routes; the steps between them (a file answers, else the 404 page with status 404)
 *   are this test's.
 *
 * Vercel reads its config before the build, so the build cannot write rules into it (nor into the
 * Build Output API's config.json: Vercel's Gatsby builder, which it adds to every Gatsby build,
 * writes that file after the site's own plugins and replaces it). vercel.ts reads what the content
 * asks for itself (plugins/site-files/vercel.ts): a rewrite with status 404 per other language,
 * which Vercel applies only where no file answers the path, and content/redirects.yaml's redirects,
 * under each language's folder too. The site in two languages is support/languages-site.ts.
 *
 * `vercel build` is not run: it builds the site a second time (the framework's build command) and
 * wants a linked project (.vercel/project.json from `vercel pull`, which needs an account); `vercel
 * dev` needs a login too. A broken copy of the config is fed to each check, so each can fail.
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
import { execFileSync } from "node:child_process";
import { buildSync } from "esbuild";
import os from "node:os";
import { withVercelLanguages, type VercelJson as LanguagesVercelJson } from "../../plugins/site-files/languages";
import type { Redirect } from "../../plugins/site-files/redirects";
import { siteRulesOf, withSiteRules } from "../../plugins/site-files/vercel";
import { contentModel } from "../../src/content-model/load";
import { base, config } from "../../vercel";
import { main as addLanguage } from "../../scripts/add-language";
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
import { renamed, renamedArticleRedirects } from "../renamed-article";
import { languagesSite, pageLanguage, type LanguagesSite } from "./support/languages-site";

type VercelJson = Record<string, unknown> & { headers?: unknown; redirects?: unknown; rewrites?: unknown; trailingSlash?: unknown };
// The config as Vercel receives it (a message between processes: JSON).
const vercelJson = JSON.parse(JSON.stringify(config)) as VercelJson;
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
 * Vercel's route table for a config, and one request through it. Before the `filesystem`
 * step: the first route with a status answers (a redirect), routes with `continue` add their
 * headers. Then the file system: `/x/` is `x/index.html`, a file is itself. Then the routes after
 * `filesystem` (the config's rewrites), for a path no file answered: the first that matches and
 * whose destination a file answers (`check`) serves that file, with its status. Anything else gets
 * the 404 page with status 404 (the error route Vercel's Gatsby builder adds: 404.html).
 */
function vercelRouter(config: VercelJson, root: string): (urlPath: string) => Served {
  const { routes, error } = getTransformedRoutes(config as Parameters<typeof getTransformedRoutes>[0]);
  if (error) throw new Error(`the config does not compile: ${error.message}`);
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

/** The config for the content once `npm run add-language -- de` has run (plugins/site-files/languages.ts). */
const withGerman = withVercelLanguages(vercelJson as LanguagesVercelJson, ["de"]) as VercelJson;

// The site in two languages, and the config vercel.ts gives for its content.
let two: LanguagesSite;
let twoJson: VercelJson;
let answerTwo: (urlPath: string) => Served;
beforeAll(() => {
  // Built first when stale (up to 10 minutes on a busy machine; `npm test` has built it already).
  two = languagesSite();
  twoJson = JSON.parse(JSON.stringify(withSiteRules(base, siteRulesOf(two.contentDir)))) as VercelJson;
  answerTwo = vercelRouter(twoJson, two.publicDir);
}, 720_000);

/**
 * What vercel.ts gives when Vercel runs it: the steps of Vercel's CLI (compileVercelConfig, which `vercel build` calls
 * once the dependencies are installed): esbuild bundles it with the packages left to node_modules, as ESM for Node 20,
 * into .vercel/; a Node of its own, in the repository, imports that and hands over `config`.
 */
function runVercelTs(env: Record<string, string> = {}): VercelJson {
  const out = path.join(repo, ".vercel", `vercel-test-${process.pid}-${Date.now()}.mjs`);
  buildSync({
    entryPoints: [path.join(repo, "vercel.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: out,
    packages: "external",
    target: "node20",
    logLevel: "silent",
  });
  try {
    const loader = `const m = await import(${JSON.stringify(`file://${out}`)}); process.stdout.write(JSON.stringify("default" in m ? m.default : "config" in m ? m.config : m));`;
    const stdout = execFileSync(process.execPath, ["--input-type=module", "-e", loader], {
      cwd: repo,
      env: { ...process.env, ...env },
      encoding: "utf8",
      timeout: 60_000,
    });
    return JSON.parse(stdout) as VercelJson;
  } finally {
    fs.rmSync(out, { force: true });
  }
}

describe("vercel.ts as Vercel runs it", () => {
  it("gives the config these tests check, from the content", () => {
    expect(runVercelTs()).toEqual(vercelJson);
  }, 60_000);

  it("gives a redirect an editor adds to redirects.yaml, and a language added, with no other file changed", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-vercel-ts-"));
    try {
      const content = path.join(tmp, "content");
      fs.cpSync(contentDir, content, { recursive: true });
      fs.writeFileSync(
        path.join(content, "redirects.yaml"),
        [
          "redirects:",
          "  - from: /old-services/",
          "    to: /services/",
          "  - from: /sale/",
          "    to: /contact/",
          "    kind: temporary",
          "",
        ].join("\n"),
      );
      const quiet = { log: () => {}, error: (line: string) => process.stderr.write(`${line}\n`) };
      expect(addLanguage(["de", "--content", content], quiet)).toBe(0);
      const ran = runVercelTs({ CONTENT_DIR: content });
      expect(ran.redirects).toEqual([
        ...(base.redirects ?? []),
        { source: "/de/404.html", destination: "/de/404/", permanent: true },
        { source: "/old-services/", destination: "/services/", statusCode: 301 },
        { source: "/de/old-services/", destination: "/de/services/", statusCode: 301 },
        { source: "/sale/", destination: "/contact/", statusCode: 302 },
        { source: "/de/sale/", destination: "/de/contact/", statusCode: 302 },
      ]);
      expect(ran.rewrites).toEqual([{ source: "/de/(.*)", destination: "/de/404.html", statusCode: 404 }]);
      expect(ran.headers).toEqual(vercelJson.headers);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("vercel.ts against Vercel's published schemas", () => {
  it("passes the routing schemas of @vercel/routing-utils, with a language's rules too", () => {
    expect(schemaErrors(vercelJson)).toEqual([]);
    expect(schemaErrors(withGerman)).toEqual([]);
  });

  it("has the 404 rules of exactly the site's other languages (none for a site in one language; vercel.ts reads them from the content)", () => {
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
    it("has the config vercel.ts gives for its content: the site's own, with each language's rules and /team/'s redirects", () => {
      const withLanguages = withVercelLanguages(vercelJson as LanguagesVercelJson, two.others);
      // The people's folder, to the team section in each language (src/content-model/parents.ts).
      const team = ["", ...two.others.map((code) => `/${code}`)].map((prefix) => ({
        source: `${prefix}/team/`,
        destination: `${prefix}/about/#team`,
        statusCode: 301,
      }));
      expect(twoJson).toEqual({ ...withLanguages, redirects: [...(withLanguages.redirects as object[]), ...team] });
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

  // The site's content has no redirects yet: a small list, as vercel.ts would give it from content/redirects.yaml, over
  // the site in two languages.
  describe("redirects (content/redirects.yaml, through vercel.ts)", () => {
    const redirects: Redirect[] = [
      { from: "/old/", to: "/about/", status: 301 },
      { from: "/old-services", to: "/services/", status: 301 },
      { from: "/jobs/*", to: "/careers/:splat", status: 301 },
      { from: "/jobs/old-opening/", to: "/contact/", status: 301 },
      { from: "/promo/", to: "https://shop.example.com/sale", status: 302 },
      { from: "/de/alt/", to: "/de/about/", status: 301 },
    ];
    let withRedirects: VercelJson;
    let answerMoved: (urlPath: string) => Served;
    let hopsMoved: (urlPath: string) => Hop[];
    beforeAll(() => {
      withRedirects = JSON.parse(JSON.stringify(withSiteRules(base, { redirects, otherLanguages: two.others }))) as VercelJson;
      answerMoved = vercelRouter(withRedirects, two.publicDir);
      hopsMoved = hopsThrough(answerMoved);
    });

    it("passes Vercel's schemas and type, with statusCode (permanent: true would answer 308)", () => {
      expect(schemaErrors(withRedirects)).toEqual([]);
      expect(typeErrors(withRedirects)).toEqual([[]]);
      const moved = (withRedirects.redirects as { source: string }[]).filter((r) => !r.source.endsWith("404.html"));
      expect(moved).toHaveLength(redirects.length * 3 - 2);
      expect(moved.every((r) => !("permanent" in r))).toBe(true);
    }, 60_000);

    it.each([
      ["/old/", 301, "/about/"],
      ["/de/old/", 301, "/de/about/"],
      ["/ar/old/", 301, "/ar/about/"],
      ["/old-services/", 301, "/services/"],
      ["/de/old-services/", 301, "/de/services/"],
      ["/jobs/", 301, "/careers/"],
      ["/jobs/2024/designer/", 301, "/careers/2024/designer/"],
      ["/de/jobs/2024/designer/", 301, "/de/careers/2024/designer/"],
      ["/jobs/old-opening/", 301, "/contact/"],
      ["/ar/jobs/old-opening/", 301, "/ar/contact/"],
      ["/promo/", 302, "https://shop.example.com/sale"],
      ["/de/promo/", 302, "https://shop.example.com/sale"],
      ["/de/alt/", 301, "/de/about/"],
    ])("answers %s with %i → %s", (urlPath, status, location) => {
      expect(answerMoved(urlPath)).toMatchObject({ status, location });
    });

    it("sends a renamed article's old address (its formerAddresses) to the new one, in each language", () => {
      const config = JSON.parse(
        JSON.stringify(withSiteRules(base, { redirects: renamedArticleRedirects(), otherLanguages: two.others })),
      ) as VercelJson;
      const answer = vercelRouter(config, two.publicDir);
      for (const prefix of ["", ...two.others.map((code) => `/${code}`)])
        expect([prefix, answer(`${prefix}${renamed.from}`)]).toEqual([
          prefix,
          expect.objectContaining({ status: 301, location: `${prefix}${renamed.to}` }),
        ]);
    });

    it("moves an old address without its slash too: Vercel's trailingSlash adds it first (308), then the redirect (301)", () => {
      expect(hopsMoved("/old")).toEqual([{ status: 308, location: "/old/" }, { status: 301, location: "/about/" }, { status: 200 }]);
      expect(hopsMoved("/old-services")).toEqual([
        { status: 308, location: "/old-services/" },
        { status: 301, location: "/services/" },
        { status: 200 },
      ]);
      expect(hopsMoved("/jobs")).toEqual([{ status: 308, location: "/jobs/" }, { status: 301, location: "/careers/" }, { status: 200 }]);
      expect(hopsMoved("/de/jobs/x")).toEqual([
        { status: 308, location: "/de/jobs/x/" },
        { status: 301, location: "/de/careers/x/" },
        { status: 404 },
      ]);
    });

    it("leaves the pages, the 404 pages and unknown addresses as they were", () => {
      for (const urlPath of ["/about/", "/careers/", "/de/about/", "/de/careers/", "/contact/"])
        expect([urlPath, answerMoved(urlPath).status]).toEqual([urlPath, 200]);
      for (const urlPath of ["/older/", "/jobsite/x/", "/alt/", "/no-such-page/"])
        expect([urlPath, answerMoved(urlPath)]).toEqual([urlPath, expect.objectContaining({ status: 404, file: "/404.html" })]);
      expect(answerMoved("/de/no-such-page/")).toMatchObject({ status: 404, file: "/de/404.html" });
      expect(hopsMoved("/de/404.html")).toEqual([{ status: 308, location: "/de/404/" }, { status: 404 }]);
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
      checkedWith: `@vercel/routing-utils ${version} (schemas, route table), \`vercel.ts\` bundled and run as Vercel's CLI does; no \`vercel build\` (needs an account)`,
      unknownPath: `${answer("/no-such-page/").status}, the 404 page`,
      notFoundPage: (["/404", "/404/", "/404.html"] as const).map((p) => `\`${p}\`: ${describeHops(hops(p))}`).join("; "),
      notFoundPerLanguage: describeLanguageNotFound(
        { status: answerTwo("/de/no-such-page/").status, page: answerTwo("/de/no-such-page/").file ?? "" },
        "a rewrite with status 404 that `vercel.ts` adds for each language of the content",
      ),
      trailingSlash: describeHops(hops("/about")),
      headers: "all but the policy's hashes (`vercel.ts`); those come from each page's `<meta>`",
      forms: formDeliveries.filter((d) => d !== "netlify").join(", "),
      signIn: SIGN_IN_ANYWHERE,
    };
    expectHostTableRows(row);
  });
});
