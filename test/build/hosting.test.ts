/**
 * The hosting configuration: public/_headers (Netlify, Cloudflare Pages; written by the build from
 * static/_headers), netlify.toml, vercel.ts and deploy/nginx.conf (+ the build's CSP include).
 * Each file is parsed the way its host reads it, the headers each host would send are worked out
 * for the same paths, and compared: security headers and caching must agree everywhere.
 *
 * The Content-Security-Policy is checked against the built pages themselves: its hashes are worked
 * out again here, independently, from every inline script, <style> and style attribute.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { adminContentSecurityPolicy } from "../../plugins/cms-admin/policy";
import { builtHtmlFiles, HEADER_POLICY, pagePolicies, publicDir, readPublic, repo, settings } from "./support/site";
import { urlPathOf } from "../../plugins/site-files/headers";
import { formActionOf } from "../../src/lib/contact-form";
import { config as vercelConfig } from "../../vercel";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** What Netlify, Cloudflare Pages and Vercel send for a static file no rule gives a Cache-Control. */
const HOST_DEFAULT_CACHE = REVALIDATE;

type Headers = Map<string, string[]>;

// ---------------------------------------------------------------------------------------------
// Parsing each host's file
// ---------------------------------------------------------------------------------------------

/** Netlify / Cloudflare `_headers`: path lines, indented `Name: value` lines. */
function parseHeadersFile(text: string) {
  const rules: { pattern: RegExp; source: string; headers: [string, string][] }[] = [];
  let current: (typeof rules)[number] | undefined;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      const source = raw.trim();
      // `*` is a splat; `:name` a placeholder for one folder.
      const pattern = new RegExp(
        `^${source
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")
          .replace(/:[A-Za-z]\w*/g, "[^/]+")}$`,
      );
      rules.push((current = { pattern, source, headers: [] }));
    } else {
      const line = raw.trim();
      const colon = line.indexOf(":");
      current?.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return (urlPath: string): Headers => {
    const result: Headers = new Map();
    for (const rule of rules.filter((r) => r.pattern.test(urlPath))) {
      for (const [name, value] of rule.headers) result.set(name, [...(result.get(name) ?? []), value]);
    }
    return result;
  };
}

type NetlifyConfig = {
  build?: { command?: string; publish?: string; environment?: Record<string, string> };
  headers?: { for: string; values: Record<string, string> }[];
};

/** Netlify sends the [[headers]] rules of netlify.toml and those of the published _headers file, both. */
function netlifyHeaders(config: NetlifyConfig, headersFile: string) {
  const toml = (config.headers ?? []).map(
    (rule) =>
      `${rule.for}\n${Object.entries(rule.values)
        .map(([k, v]) => `  ${k}: ${v}`)
        .join("\n")}`,
  );
  const fromToml = parseHeadersFile(toml.join("\n"));
  const fromFile = parseHeadersFile(headersFile);
  return (urlPath: string): Headers => {
    const result: Headers = new Map(fromFile(urlPath));
    for (const [name, values] of fromToml(urlPath)) result.set(name, [...values, ...(result.get(name) ?? [])]);
    return result;
  };
}

/** The part of path-to-regexp 6 (Vercel's `source`) that vercel.ts uses: literals, (regex), :name(regex), :name. */
function vercelSourceToRegExp(source: string): RegExp {
  let out = "";
  for (let i = 0; i < source.length;) {
    const char = source[i] as string;
    if (char === ":" || char === "(") {
      let j = i;
      if (char === ":") {
        j += 1;
        while (/\w/.test(source[j] ?? "")) j += 1;
      }
      if (source[j] === "(") {
        let depth = 0;
        let k = j;
        for (; k < source.length; k += 1) {
          if (source[k] === "\\") k += 1;
          else if (source[k] === "(") depth += 1;
          else if (source[k] === ")" && --depth === 0) break;
        }
        out += `(${source.slice(j + 1, k)})`;
        i = k + 1;
      } else {
        out += "([^/]+)";
        i = j;
      }
      continue;
    }
    out += char.replace(/[.+?^${}()|[\]\\*]/g, "\\$&");
    i += 1;
  }
  return new RegExp(`^${out}$`);
}

type VercelConfig = {
  outputDirectory?: string;
  trailingSlash?: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
};

function vercelHeaders(config: VercelConfig) {
  const rules = config.headers.map((rule) => ({ pattern: vercelSourceToRegExp(rule.source), headers: rule.headers }));
  return (urlPath: string): Headers => {
    const result: Headers = new Map();
    for (const rule of rules.filter((r) => r.pattern.test(urlPath))) {
      for (const { key, value } of rule.headers) result.set(key.toLowerCase(), [...(result.get(key.toLowerCase()) ?? []), value]);
    }
    return result;
  };
}

const unquote = (value: string) => value.replace(/^"(.*)"$/, "$1");

/**
 * deploy/nginx.conf: the HTTPS server's own add_header lines, with the values of the variables its
 * `map $uri $… {}` blocks set: Cache-Control by path in the config itself, and each page's policy
 * in the build's include, which the config includes in the http context. `$uri` is the file nginx
 * serves: /about/ is /about/index.html. The build's include of the languages' locations, in the
 * server block, is read in its place.
 */
function nginxHeaders(config: string, policyInclude: string, includes: { languages: string; redirects: string }) {
  expect(config).toMatch(/^include snippets\/vireo-content-security-policy\.conf;$/m);
  type UriMap = { exact: Map<string, string>; regexes: [RegExp, string][]; fallback: string };
  const maps = new Map<string, UriMap>();
  for (const block of [
    ...config.matchAll(/^map \$uri \$(\w+) \{([\s\S]*?)\n\}/gm),
    ...policyInclude.matchAll(/^map \$uri \$(\w+) \{([\s\S]*?)\n\}/gm),
  ]) {
    const map: UriMap = { exact: new Map(), regexes: [], fallback: "" };
    for (const line of (block[2] as string).split("\n")) {
      const match = /^\s*("[^"]*"|\S+)\s+("[^"]*"|\S+);/.exec(line);
      if (!match) continue;
      const [key, value] = [unquote(match[1] as string), unquote(match[2] as string)];
      if (key === "default") map.fallback = value;
      else if (key.startsWith("~*")) map.regexes.push([new RegExp(key.slice(2), "i"), value]);
      else if (key.startsWith("~")) map.regexes.push([new RegExp(key.slice(1)), value]);
      else map.exact.set(key, value);
    }
    maps.set(block[1] as string, map);
  }
  expect([...maps.keys()].sort()).toEqual(["vireo_cache_control", "vireo_content_security_policy"]);
  /** A variable's value for a request: nginx maps the file it serves. */
  const resolve = (variable: string, urlPath: string) => {
    const map = maps.get(variable);
    if (!map) throw new Error(`deploy/nginx.conf: no map sets $${variable}`);
    const uri = urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath;
    return map.exact.get(uri) ?? map.regexes.find(([re]) => re.test(uri))?.[1] ?? map.fallback;
  };
  // The site is served by the server block that listens with TLS; the plain-HTTP one only redirects.
  const servers = [...config.matchAll(/\nserver \{([\s\S]*?)\n\}/g)].map((m) => m[1] as string);
  const tlsServers = servers.filter((block) => /^\s*listen\s[^;]*\bssl\b/m.test(block));
  expect(tlsServers).toHaveLength(1);
  // The build's includes of the languages' and the redirects' locations (deploy/generated/languages.conf,
  // redirects.conf) stand where the server block includes them: their locations must follow the same rule as the config's own.
  let server = tlsServers[0] ?? "";
  for (const [name, include] of Object.entries(includes)) {
    const line = new RegExp(`^ {4}include snippets/vireo-${name}\\.conf;$`, "m");
    expect(server).toMatch(line);
    server = server.replace(line, () => include.replace(/^(?=.)/gm, "    "));
  }
  for (const block of servers.filter((b) => b !== tlsServers[0])) expect(block).not.toMatch(/add_header|Strict-Transport-Security/);
  // A location that sets add_header drops all of the server level's for its paths, so only a
  // prefix location (`location ^~ /admin/`, which no other location can take paths from) may, and
  // its paths get its own headers instead.
  const locations = server.match(/\n {4}location[^{]*\{[\s\S]*?\n {4}\}/g) ?? [];
  expect(locations.length).toBeGreaterThan(0);
  expect(server).not.toMatch(/^\s*include\b/m);
  const readHeaders = (block: string) =>
    [...block.matchAll(/^\s*add_header\s+(.+);$/gm)]
      .map((m) => m[1] as string)
      .map((line) => {
        const match = /^(\S+)\s+("[^"]*"|\S+)(\s+always)?$/.exec(line);
        if (!match) throw new Error(`deploy/nginx.conf: cannot read add_header ${line}`);
        expect(match[3]).toBe(" always");
        return [(match[1] as string).toLowerCase(), unquote(match[2] as string)] as const;
      });
  const own: { prefix: string; headers: ReturnType<typeof readHeaders> }[] = [];
  for (const location of locations) {
    if (!/^\s*add_header/m.test(location)) continue;
    const prefix = /^\s*location \^~ (\/\S*\/) \{/.exec(location)?.[1];
    expect([location, prefix]).toEqual([location, expect.any(String)]);
    own.push({ prefix: prefix as string, headers: readHeaders(location) });
  }
  const serverLevel = readHeaders(locations.reduce((rest, location) => rest.replace(location, ""), server));
  return (urlPath: string): Headers => {
    const result: Headers = new Map();
    const headers = own.find((location) => urlPath.startsWith(location.prefix))?.headers ?? serverLevel;
    for (const [name, raw] of headers) {
      const value = raw.startsWith("$") ? resolve(raw.slice(1), urlPath) : raw;
      // nginx sends no header whose value is empty.
      if (value !== "") result.set(name, [...(result.get(name) ?? []), value]);
    }
    return result;
  };
}

// ---------------------------------------------------------------------------------------------
// The files
// ---------------------------------------------------------------------------------------------

const template = fs.readFileSync(path.join(repo, "static", "_headers"), "utf8");
const generated = readPublic("_headers");
const netlify = parseToml(fs.readFileSync(path.join(repo, "netlify.toml"), "utf8")) as NetlifyConfig;
// What vercel.ts gives for the site's content (test/build/vercel.test.ts runs it as Vercel does).
const vercel = JSON.parse(JSON.stringify(vercelConfig)) as VercelConfig;
const nginxConf = fs.readFileSync(path.join(repo, "deploy", "nginx.conf"), "utf8");
const policyInclude = fs.readFileSync(path.join(repo, "deploy", "generated", "content-security-policy.conf"), "utf8");
const includes = {
  languages: fs.readFileSync(path.join(repo, "deploy", "generated", "languages.conf"), "utf8"),
  redirects: fs.readFileSync(path.join(repo, "deploy", "generated", "redirects.conf"), "utf8"),
};

const hosts = {
  Netlify: netlifyHeaders(netlify, generated),
  "Cloudflare Pages": parseHeadersFile(generated),
  Vercel: vercelHeaders(vercel),
  nginx: nginxHeaders(nginxConf, policyInclude, includes),
};

const rootFiles = fs.readdirSync(publicDir);
const hashedJs = rootFiles.filter((f) => /^app-[0-9a-f]{20}\.js$/.test(f));
const hashedCss = rootFiles.filter((f) => /^styles\.[0-9a-f]{20}\.css$/.test(f));
// The mobile menu's polyfills, which the pages load where a browser lacks a feature (plugins/static-pages).
const polyfills = rootFiles.filter((f) => /^(?:invokers|dialog-closedby)-polyfill-[0-9a-f]{20}\.js$/.test(f));

/** Paths of every kind the site serves, with the Cache-Control each must get. */
const samples: [urlPath: string, cache: string][] = [
  ["/", REVALIDATE],
  ["/about/", REVALIDATE],
  ["/services/", REVALIDATE],
  ["/contact/", REVALIDATE],
  ["/404.html", REVALIDATE],
  // Gatsby's runtime chunks and its unused stylesheet are not published any more
  // (plugins/site-files/unpublished.ts); the polyfills below are the hashed JS that is.
  ...[...hashedJs, ...hashedCss].map((f): [string, string] => [`/${f}`, IMMUTABLE]),
  ...polyfills.map((f): [string, string] => [`/${f}`, IMMUTABLE]),
  ["/static/0123456789abcdef/photo.png", IMMUTABLE],
  // A picture the build made from an upload (src/images/pipeline.ts): a hash of the file in its name.
  ["/pictures/team-0123456789-800.avif", IMMUTABLE],
  // A page's generated share picture (plugins/share-pictures): a hash of what it shows in its name.
  ["/pictures/share-0123456789abcdef0123.png", IMMUTABLE],
  ["/favicon.svg", REVALIDATE],
  ["/site.webmanifest", REVALIDATE],
  ["/sitemap.xml", REVALIDATE],
  ["/illustrations/about-team.svg", REVALIDATE],
];

/** The site's pages: documents, which the site's Content-Security-Policy is for. */
const documents = new Set(["/", "/about/", "/services/", "/contact/", "/404.html"]);

const single = (headers: Headers, name: string) => {
  const values = headers.get(name) ?? [];
  expect({ name, values: values.length > 1 ? values : "at most one" }).toEqual({ name, values: "at most one" });
  return values[0];
};

const policyOf = (value: string) =>
  new Map(
    value
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );

/** Each page's own policy (every page inlines its own CSS, so each has its own hashes), from its <meta>. */
const policies = pagePolicies();

// ---------------------------------------------------------------------------------------------

describe("the files", () => {
  it("static/_headers is a template; the build filled in public/_headers", () => {
    expect(template).toContain("{{CONTENT_SECURITY_POLICY}}");
    expect(template).not.toMatch(/sha256-/);
    expect(generated).not.toMatch(/\{\{/);
    // The hashes are each page's own, in the page: the headers file is the same whatever the pages hold.
    expect(generated).not.toMatch(/sha256-/);
    expect(generated).toContain(`Content-Security-Policy: ${HEADER_POLICY}`);
  });

  it("netlify.toml builds with `npm run build`, publishes public/ (with its _headers) on the Node of .nvmrc", () => {
    expect(netlify.build?.command).toBe("npm run build");
    expect(netlify.build?.publish).toBe("public");
    expect(netlify.build?.environment?.NODE_VERSION).toBe(fs.readFileSync(path.join(repo, ".nvmrc"), "utf8").trim());
  });

  it("vercel.ts deploys public/ with trailing slashes", () => {
    expect(vercel.outputDirectory).toBe("public");
    expect(vercel.trailingSlash).toBe(true);
  });
});

describe.each(samples)("%s", (urlPath, cache) => {
  it.each(Object.keys(hosts))("gets the right Cache-Control, once, on %s", (host) => {
    const headers = hosts[host as keyof typeof hosts](urlPath);
    expect(single(headers, "cache-control") ?? HOST_DEFAULT_CACHE).toBe(cache);
  });

  it("gets the same security headers from every host", () => {
    const sent = Object.fromEntries(Object.entries(hosts).map(([host, h]) => [host, h(urlPath)]));
    for (const name of [
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "x-frame-options",
    ]) {
      const value = single(sent["Cloudflare Pages"] as Headers, name);
      expect(value).toBeDefined();
      for (const [host, headers] of Object.entries(sent)) expect([host, name, single(headers, name)]).toEqual([host, name, value]);
    }
    // The header policy is the same for every response; a page's own, with its hashes, is in its <meta>.
    for (const host of Object.keys(sent))
      expect([host, single(sent[host] as Headers, "content-security-policy")]).toEqual([host, HEADER_POLICY]);
    if (documents.has(urlPath)) expect(policies.get(urlPath)).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  });
});

it("samples both of the menu's polyfills", () => {
  expect(polyfills).toHaveLength(2);
});

it("sets caching explicitly for HTML, page data and hashed files on every host (not only by host defaults)", () => {
  for (const [urlPath] of samples.filter(([p]) => /\/$|\.html$|^\/page-data\/|^\/static\/|[.-][0-9a-f]{20}\.(js|css)$/.test(p))) {
    for (const host of Object.values(hosts)) expect([urlPath, host(urlPath).has("cache-control")]).toEqual([urlPath, true]);
  }
});

describe("the security headers", () => {
  const headers = hosts.nginx("/");
  it("have the required values", () => {
    expect(single(headers, "strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(single(headers, "x-content-type-options")).toBe("nosniff");
    expect(single(headers, "referrer-policy")).toBe("strict-origin-when-cross-origin");
    const permissions = single(headers, "permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`);
    expect(permissions.split(", ").every((p) => /^[a-z-]+=\(\)$/.test(p))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// The Content-Security-Policy against the pages
// ---------------------------------------------------------------------------------------------

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Every inline script (not JSON-LD, not src), <style> and style attribute of a page, hashed. */
function inlineHashes(html: string) {
  const scripts: string[] = [];
  const styles: string[] = [];
  let rest = html.replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (_m, attrs: string, body: string) => {
    if (!/\bsrc=/.test(attrs) && !/type="application\/ld\+json"/.test(attrs)) scripts.push(sha(body));
    return "";
  });
  rest = rest.replace(/<style[^>]*>([\s\S]*?)<\/style>/g, (_m, body: string) => (styles.push(sha(body)), ""));
  for (const [, value] of rest.matchAll(/<[^>]+\sstyle="([^"]*)"/g)) styles.push(sha(decode(value as string)));
  return { scripts, styles };
}

const pageFiles = builtHtmlFiles();
const urlPathOfFile = (file: string) => urlPathOf(publicDir, path.join(publicDir, file));
/** The origin of the web search a search page's form opens without scripts (pages/search.yaml), on that page only. */
const searchOrigin = (urlPath: string) => {
  const form = /<form\b[^>]*\sdata-search=[^>]*>/.exec(readPublic(pageFiles.find((f) => urlPathOfFile(f) === urlPath) ?? ""))?.[0];
  return form ? new URL(/\saction="([^"]+)"/.exec(form)?.[1] ?? "").origin : undefined;
};
const pageHashes = pageFiles.map((file) => ({
  file,
  html: readPublic(file),
  ...inlineHashes(readPublic(file).replace(/<meta http-equiv[^>]*>/, "")),
}));

/** What a browser enforces on a page: its <meta> and the header, both; where both have a directive, the same one. */
function effectivePolicy(urlPath: string) {
  const policy = policyOf(policies.get(urlPath) ?? "");
  for (const [name, sources] of policyOf(HEADER_POLICY)) {
    expect([urlPath, name, policy.get(name) ?? sources]).toEqual([urlPath, name, sources]);
    policy.set(name, sources);
  }
  return policy;
}

describe("the Content-Security-Policy", () => {
  it("is in every page the build made", () => {
    expect([...policies.keys()].sort()).toEqual(pageHashes.map((p) => urlPathOfFile(p.file)).sort());
  });

  it.each(pageFiles)("of %s allows nothing from other origins and no inline code but the hashed", (file) => {
    const policy = effectivePolicy(urlPathOfFile(file));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
    const search = searchOrigin(urlPathOfFile(file));
    for (const [name, sources] of policy) {
      for (const source of sources) {
        // Pagefind's WebAssembly, on the search page only: compiling it runs no code from a string.
        if (search && name === "script-src" && source === "'wasm-unsafe-eval'") continue;
        expect([name, source]).not.toEqual([name, expect.stringMatching(/unsafe-inline|unsafe-eval|^\*$|^https?:$/)]);
      }
    }
    const formAction = formActionOf(settings.contact);
    const allowedOrigins = [
      ...(/^https?:/.test(formAction) ? [new URL(formAction).origin, new URL(formAction).origin] : []),
      ...(search ? [search] : []),
    ];
    const origins = [...policy.values()].flat().filter((s) => /^https?:\/\//.test(s));
    expect(origins).toEqual(allowedOrigins);
  });

  it("lets the contact form post only where content says it delivers", () => {
    const delivery = settings.contact.formDelivery ?? "none";
    const expected =
      delivery === "endpoint"
        ? // 'self' too: the service redirects the visitor back to the thank-you page, and form-action applies to that redirect.
          ["'self'", new URL(settings.contact.formEndpoint ?? "").origin]
        : delivery === "netlify"
          ? ["'self'"]
          : ["mailto:"];
    for (const urlPath of policies.keys()) {
      const policy = effectivePolicy(urlPath);
      const search = searchOrigin(urlPath);
      expect([urlPath, policy.get("form-action")]).toEqual([urlPath, search ? [...expected, search] : expected]);
      expect([urlPath, policy.get("connect-src")]).toEqual([
        urlPath,
        delivery === "endpoint" ? ["'self'", new URL(settings.contact.formEndpoint ?? "").origin] : ["'self'"],
      ]);
    }
  });

  it.each(pageFiles)("of %s lists exactly the hashes of that page's inline scripts and styles", (file) => {
    const page = pageHashes.find((p) => p.file === file)!;
    const policy = policyOf(policies.get(urlPathOfFile(file)) ?? "");
    expect(page.scripts.length).toBeGreaterThan(0);
    expect(new Set(policy.get("script-src")?.filter((s) => s.startsWith("'sha256-")))).toEqual(new Set(page.scripts));
    expect(new Set(policy.get("style-src")?.filter((s) => s.startsWith("'sha256-")))).toEqual(new Set(page.styles));
    expect(policy.get("script-src")?.[0]).toBe("'self'");
    expect(policy.get("style-src")?.slice(0, 2)).toEqual(["'self'", "'unsafe-hashes'"]);
  });

  it.each(pageFiles)("is in %s as one <meta>, first in the head, before any script or style", (file) => {
    const page = pageHashes.find((p) => p.file === file)!;
    const metas = [...page.html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g)];
    expect(metas).toHaveLength(1);
    expect(page.html.indexOf("<meta http-equiv")).toBeLessThan(Math.min(page.html.indexOf("<script"), page.html.indexOf("<style")));
    // Browsers ignore frame-ancestors in a <meta>. upgrade-insecure-requests stays in the header,
    // where the host is known to serve HTTPS: in the <meta> it also reached previews over plain
    // HTTP, where the pictures and scripts it sent to https:// never came (plugins/site-files/csp.ts).
    const meta = policyOf(decode(metas[0]?.[1] ?? ""));
    expect(meta.has("frame-ancestors")).toBe(false);
    expect(meta.has("upgrade-insecure-requests")).toBe(false);
  });

  it("has no fetch directive in the header: it would block the inline code each page's <meta> allows by hash, and the editor's files", () => {
    expect([...policyOf(HEADER_POLICY).keys()].sort()).toEqual(["base-uri", "frame-ancestors", "object-src", "upgrade-insecure-requests"]);
  });
});

// ---------------------------------------------------------------------------------------------
// The content editor at /admin/ (plugins/cms-admin): its own policy, on every host
// ---------------------------------------------------------------------------------------------

describe.each(["/admin/", "/admin/cms.js", "/admin/config.yml"])("the content editor: %s", (urlPath) => {
  /** Fetch directives: a second policy with any of these would restrict what the editor may load. */
  const fetchDirectives = /(?:^|;\s*)(?:default|script|style|img|font|connect|media|worker|frame|child|manifest)-src\b/;

  it.each(Object.keys(hosts))("gets the editor's policy and no other that restricts it, on %s", (host) => {
    const values = hosts[host as keyof typeof hosts](urlPath).get("content-security-policy") ?? [];
    expect(values).toContain(adminContentSecurityPolicy);
    // Beside it, the site's header policy (no fetch directives), or nothing where the host sets the editor's headers alone (nginx).
    const others = values.filter((value) => value !== adminContentSecurityPolicy);
    for (const other of others) expect(other).not.toMatch(fetchDirectives);
    expect([host, others]).toEqual([host, host === "nginx" ? [] : [HEADER_POLICY]]);
  });

  it("gets the same security headers as the site, no indexing, and revalidation, from every host", () => {
    const site = hosts.nginx("/");
    for (const host of Object.values(hosts)) {
      const headers = host(urlPath);
      for (const name of [
        "strict-transport-security",
        "x-content-type-options",
        "referrer-policy",
        "permissions-policy",
        "x-frame-options",
      ]) {
        expect([name, single(headers, name)]).toEqual([name, single(site, name)]);
      }
      expect(single(headers, "x-robots-tag")).toBe("noindex");
      expect(single(headers, "cache-control") ?? HOST_DEFAULT_CACHE).toBe(REVALIDATE);
    }
  });
});

it("the editor's policy allows no 'unsafe-eval', no inline script and no origin but GitHub's", () => {
  const editor = policyOf(adminContentSecurityPolicy);
  expect(editor.get("script-src")).toEqual(["'self'"]);
  expect([...editor.values()].flat()).not.toContain("'unsafe-eval'");
  const origins = [...editor.values()].flat().filter((source) => /^https?:/.test(source));
  expect(origins.every((origin) => /^https:\/\/([a-z]+\.)?(github\.com|githubusercontent\.com|githubstatus\.com)$/.test(origin))).toBe(
    true,
  );
  expect(editor.get("frame-ancestors")).toEqual(["'none'"]);
});
