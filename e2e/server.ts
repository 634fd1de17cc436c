/**
 * A small static file server for the built site, behaving the way static hosts (Netlify,
 * Cloudflare Pages) do, so the browser tests see what visitors will see:
 *
 * - `/about/` serves `about/index.html`; `/about` answers 301 → `/about/` (query kept);
 * - any path that matches no file serves the nearest `404.html` with status 404: the one in the
 *   path's own folder or the closest folder above it, as Cloudflare Pages does and the hosts' rules
 *   do for a language's folder (`/de/no-such-page/` gets `de/404.html`, the German 404 page the
 *   build writes; `/no-such-page/` the root's); `/404`, `/404.html` (and `/de/404` …) answer the
 *   same, never 200;
 * - content types by extension (text types with `charset=utf-8`);
 * - response headers from `<root>/_headers` when that file exists (Netlify/Cloudflare format,
 *   re-read whenever it changes); `_headers`, `_redirects` and dot-files are never served;
 * - optional gzip (`--gzip`) for clients that accept it;
 * - optional HTTPS (`--https`), as production serves the site, with a throw-away self-signed
 *   certificate for 127.0.0.1 (test/loopback.ts): browsers must be told to accept it;
 * - optional `--no-host-headers`: the files alone, without `_headers`, the way a plain preview
 *   server (`gatsby serve`, `npm run serve`) serves a build;
 * - GET and HEAD only (405 otherwise), bound to 127.0.0.1 only.
 *
 * Command line: `npx tsx e2e/server.ts --port 9347 --root public [--gzip] [--https] [--no-host-headers]`
 * In code:      `const server = await startServer({ root: "public", port: 0 }); … await server.close();`
 */
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { makeCertificate } from "../test/loopback";

export type ServerOptions = {
  /** The folder to serve (the Gatsby build output, `public`). */
  root: string;
  /** 0 picks a free port. */
  port?: number;
  /** Compress text responses for clients that send `Accept-Encoding: gzip`. */
  gzip?: boolean;
  /** Serve over HTTPS with a throw-away self-signed certificate for 127.0.0.1. */
  https?: boolean;
  /** Send the headers of `<root>/_headers` (true unless false: a plain preview server sends none). */
  hostHeaders?: boolean;
};

export type RunningServer = {
  /** Origin without a trailing slash, e.g. `http://127.0.0.1:9347` (`https://` with `https`). */
  url: string;
  port: number;
  server: http.Server | https.Server;
  close: () => Promise<void>;
};

const HOST = "127.0.0.1";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".wasm": "application/wasm",
};

export function contentTypeFor(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(type);
}

// ---------------------------------------------------------------------------------------------
// _headers
// ---------------------------------------------------------------------------------------------

export type HeaderRule = {
  /** The pattern as written, e.g. `/*` or `/static/*`. */
  pattern: string;
  matcher: RegExp;
  /** When the pattern is an absolute URL (Cloudflare), its host part; otherwise null. */
  hostMatcher: RegExp | null;
  headers: [name: string, value: string][];
  /** Cloudflare's `! Name` lines: headers that earlier matching rules set and this one removes. */
  detach: string[];
};

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A `_headers` path pattern as a regular expression: `*` (a splat) matches any run of characters,
 * slashes included, so `/*` matches every path; `:name` (a Cloudflare placeholder) matches one
 * path segment. Everything else is literal, and the whole path must match.
 */
export function patternToRegExp(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] as string;
    if (char === "*") {
      source += ".*";
    } else if (char === ":" && /[A-Za-z_]/.test(pattern[i + 1] ?? "")) {
      while (/[A-Za-z0-9_]/.test(pattern[i + 1] ?? "")) i += 1;
      source += "[^/]+";
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`);
}

function hostToRegExp(host: string): RegExp {
  return new RegExp(
    `^${host
      .split("")
      .map((c) => (c === "*" ? "[^.]*" : escapeRegExp(c)))
      .join("")
      .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, "[^.]+")}$`,
    "i",
  );
}

/**
 * Parses the Netlify / Cloudflare Pages `_headers` format:
 *
 *     # a comment
 *     /*
 *       X-Content-Type-Options: nosniff
 *     /static/*
 *       Cache-Control: public, max-age=31536000, immutable
 *       ! X-Robots-Tag
 *
 * A line that starts without indentation is a path pattern; the indented `Name: value` lines
 * under it are its headers (several patterns in a row share the headers that follow them).
 * Problems are reported through `warn` and the offending line is skipped, as the hosts do.
 */
export function parseHeadersFile(text: string, warn: (message: string) => void = () => {}): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule[] = [];
  let lastWasHeader = true;
  text.split(/\r?\n/).forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const indented = /^\s/.test(raw);
    if (!indented) {
      let pattern = line;
      let hostMatcher: RegExp | null = null;
      const absolute = /^https?:\/\/([^/]+)(\/.*)?$/i.exec(line);
      if (absolute) {
        hostMatcher = hostToRegExp(absolute[1] as string);
        pattern = absolute[2] ?? "/";
      } else if (!line.startsWith("/")) {
        warn(`_headers line ${lineNo}: expected a path starting with "/" or an indented header, got "${line}"`);
        return;
      }
      const rule: HeaderRule = { pattern: line, matcher: patternToRegExp(pattern), hostMatcher, headers: [], detach: [] };
      // Consecutive path lines share the headers below them.
      current = lastWasHeader ? [rule] : [...current, rule];
      rules.push(rule);
      lastWasHeader = false;
      return;
    }
    if (current.length === 0) {
      warn(`_headers line ${lineNo}: header "${line}" comes before any path; ignored`);
      return;
    }
    lastWasHeader = true;
    if (line.startsWith("!")) {
      const name = line.slice(1).trim();
      if (name) current.forEach((rule) => rule.detach.push(name.toLowerCase()));
      return;
    }
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    if (!name || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      warn(`_headers line ${lineNo}: expected "Name: value", got "${line}"`);
      return;
    }
    const value = line.slice(colon + 1).trim();
    current.forEach((rule) => rule.headers.push([name, value]));
  });
  return rules;
}

/**
 * The headers for one request path: every matching rule applies, in file order. A header set
 * by several rules has its values joined with ", " (Set-Cookie stays separate); a `! Name` line
 * removes what earlier matching rules set.
 */
export function headersFor(rules: HeaderRule[], pathname: string, host?: string): Map<string, { name: string; values: string[] }> {
  const result = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!rule.matcher.test(pathname)) continue;
    if (rule.hostMatcher && !(host && rule.hostMatcher.test(host.replace(/:\d+$/, "")))) continue;
    for (const name of rule.detach) result.delete(name);
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = result.get(key) ?? { name, values: [] };
      entry.values.push(value);
      result.set(key, entry);
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

type Resolved = { kind: "file"; file: string; status: number } | { kind: "redirect"; location: string } | { kind: "not-found" };

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function isDirectory(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The 404 page for a path that matches nothing: `404.html` in the path's folder or the closest
 * folder above it that has one (null when not even the root has one).
 */
export function notFoundPage(root: string, pathname: string): string | null {
  const folders = pathname.split("/").filter((s) => s !== "" && s !== "." && s !== "..");
  // The last segment names the missing page itself, unless the path ends with a slash.
  if (!pathname.endsWith("/")) folders.pop();
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const page = path.join(root, ...folders.slice(0, depth), "404.html");
    if (isFile(page)) return page;
  }
  return null;
}

/** Maps a decoded request path to what a static host would answer. */
export function resolvePath(root: string, pathname: string, search = ""): Resolved {
  const segments = pathname.split("/");
  // Hosting files and dot-files are not content; traversal never leaves the root.
  if (segments.some((s) => s === ".." || (s.startsWith(".") && s !== ""))) return { kind: "not-found" };
  if (pathname === "/_headers" || pathname === "/_redirects") return { kind: "not-found" };
  // A 404 page answers 404 under each of its names too, as on every host (static/_redirects): never 200.
  if (/\/404(?:\.html|\/)?$/.test(pathname)) return { kind: "not-found" };
  const target = path.join(root, pathname);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: "not-found" };

  if (pathname.endsWith("/")) {
    const index = path.join(target, "index.html");
    return isFile(index) ? { kind: "file", file: index, status: 200 } : { kind: "not-found" };
  }
  if (isFile(target)) return { kind: "file", file: target, status: 200 };
  if (isDirectory(target) && isFile(path.join(target, "index.html"))) {
    return { kind: "redirect", location: `${encodeURI(pathname)}/${search}` };
  }
  if (isFile(`${target}.html`)) return { kind: "file", file: `${target}.html`, status: 200 };
  return { kind: "not-found" };
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const headersFile = path.join(root, "_headers");
  let cached: { mtimeMs: number; rules: HeaderRule[] } | null = null;

  const headerRules = (): HeaderRule[] => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(headersFile).mtimeMs;
    } catch {
      cached = null;
      return [];
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const rules = parseHeadersFile(fs.readFileSync(headersFile, "utf8"), (m) => console.warn(`[server] ${m}`));
      cached = { mtimeMs, rules };
    }
    return cached.rules;
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://placeholder");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request\n");
      return;
    }

    const rules = options.hostHeaders === false ? [] : headerRules();
    for (const { name, values } of headersFor(rules, url.pathname, req.headers.host).values()) {
      res.setHeader(name, name.toLowerCase() === "set-cookie" ? values : values.join(", "));
    }

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end("Method not allowed\n");
      return;
    }

    let resolved = resolvePath(root, pathname, url.search);
    if (resolved.kind === "redirect") {
      res
        .writeHead(301, { Location: resolved.location, "Content-Type": "text/plain; charset=utf-8" })
        .end(`Moved to ${resolved.location}\n`);
      return;
    }
    if (resolved.kind === "not-found") {
      const page = notFoundPage(root, pathname);
      if (!page) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
        return;
      }
      resolved = { kind: "file", file: page, status: 404 };
    }

    let body: Buffer = fs.readFileSync(resolved.file);
    const type = contentTypeFor(resolved.file);
    res.setHeader("Content-Type", type);
    if (options.gzip && isCompressible(type)) {
      res.setHeader("Vary", "Accept-Encoding");
      if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
        body = zlib.gzipSync(body);
        res.setHeader("Content-Encoding", "gzip");
      }
    }
    res.setHeader("Content-Length", body.length);
    res.writeHead(resolved.status);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  // The certificate lives as long as the server: a fresh one each start, in a folder of its own.
  const tls = options.https ? fs.mkdtempSync(path.join(os.tmpdir(), "vireo-tls-")) : null;
  let server: http.Server | https.Server;
  if (tls) {
    const { certificate, key } = makeCertificate(tls);
    server = https.createServer({ cert: fs.readFileSync(certificate), key: fs.readFileSync(key) }, handle);
  } else {
    server = http.createServer(handle);
  }
  const removeCertificate = () => {
    if (tls) fs.rmSync(tls, { recursive: true, force: true });
  };

  return new Promise((resolve, reject) => {
    server.once("error", (error) => {
      removeCertificate();
      reject(error);
    });
    server.listen(options.port ?? 0, HOST, () => {
      server.removeAllListeners("error");
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `${tls ? "https" : "http"}://${HOST}:${port}`,
        port,
        server,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((error) => {
              removeCertificate();
              if (error) fail(error);
              else done();
            });
          }),
      });
    });
  });
}

function parseArgs(argv: string[]): ServerOptions {
  const options: ServerOptions = { root: "public", port: 9347, gzip: false, https: false, hostHeaders: true };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--port") options.port = Number(argv[(i += 1)]);
    else if (arg === "--root") options.root = String(argv[(i += 1)]);
    else if (arg === "--gzip") options.gzip = true;
    else if (arg === "--https") options.https = true;
    else if (arg === "--no-host-headers") options.hostHeaders = false;
    else
      throw new Error(
        `Unknown argument "${arg}". Usage: tsx e2e/server.ts --port 9347 --root public [--gzip] [--https] [--no-host-headers]`,
      );
  }
  if (!Number.isInteger(options.port) || (options.port as number) < 0) throw new Error("--port needs a number");
  return options;
}

if (require.main === module) {
  const options = parseArgs(process.argv.slice(2));
  if (!isDirectory(path.resolve(options.root))) {
    console.error(`[server] ${options.root}/ does not exist; build the site first (npx gatsby build).`);
    process.exit(1);
  }
  startServer(options).then(
    ({ url, close }) => {
      console.log(
        `[server] serving ${options.root}/ at ${url}/${options.gzip ? " (gzip)" : ""}${options.hostHeaders ? "" : " (no _headers)"}`,
      );
      const stop = () => void close().then(() => process.exit(0));
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
    },
    (error: Error) => {
      console.error(`[server] could not start: ${error.message}`);
      process.exit(1);
    },
  );
}
