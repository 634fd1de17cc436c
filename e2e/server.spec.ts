/**
 * The test server itself (e2e/server.ts): static-host behaviour and the `_headers` format, on a
 * small site in a temporary folder. Also shows that the CSP collector used by csp.spec.ts does
 * report a violation when a policy from `_headers` is broken. Runs once (no viewport involved).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { collectCspViolations } from "./support/csp";
import { allowText, expect, test } from "./support/test";
import { headersFor, parseHeadersFile, patternToRegExp, startServer, type RunningServer } from "./server";

const headersFile = `# Hosting headers
/*
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; script-src 'self'

/assets/*
  Cache-Control: public, max-age=31536000, immutable
  ! X-Frame-Options

/blog/:slug/
/docs/*.html
  X-Robots-Tag: noindex

https://staging.example.com/*
  X-Robots-Tag: none
`;

test.describe("e2e/server.ts", { tag: "@once" }, () => {
  let root: string;
  let server: RunningServer;
  // The blocked inline script is also logged as a console error; the test checks it through the collector.
  test.use({ allowedConsole: allowText(/Content Security Policy/i) });

  test.beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-server-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("index.html", "<!doctype html><title>Home</title><h1>Home</h1>");
    write("about/index.html", "<!doctype html><title>About</title><h1>About</h1>");
    write("404.html", "<!doctype html><title>Not found</title><h1>Not here</h1>");
    write("de/index.html", "<!doctype html><title>Start</title><h1>Start</h1>");
    write("de/404.html", "<!doctype html><title>Nicht gefunden</title><h1>Nicht hier</h1>");
    write("assets/app.js", `console.log(${JSON.stringify("x".repeat(2000))});`);
    write("assets/style.css", "body{color:red}");
    write("assets/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
    write("inline/index.html", "<!doctype html><title>Inline</title><script>document.title='ran'</script><h1>Inline</h1>");
    write(".secret", "no");
    write("_headers", headersFile);
    server = await startServer({ root, port: 0, gzip: true });
  });

  test.afterAll(async () => {
    await server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, { redirect: "manual", ...init });

  test("parses the _headers format", () => {
    const warnings: string[] = [];
    const rules = parseHeadersFile(`${headersFile}\n  Orphan: yes\nnot-a-path\n/x\n  no colon here\n`, (w) => warnings.push(w));
    expect(rules.map((r) => r.pattern)).toEqual(["/*", "/assets/*", "/blog/:slug/", "/docs/*.html", "https://staging.example.com/*", "/x"]);
    expect(rules[0]?.headers).toEqual([
      ["X-Content-Type-Options", "nosniff"],
      ["X-Frame-Options", "DENY"],
      ["Content-Security-Policy", "default-src 'self'; script-src 'self'"],
    ]);
    // Two paths in a row share the headers under them.
    expect(rules[2]?.headers).toEqual([["X-Robots-Tag", "noindex"]]);
    expect(rules[3]?.headers).toEqual([["X-Robots-Tag", "noindex"]]);
    expect(rules[1]?.detach).toEqual(["x-frame-options"]);
    expect(warnings).toHaveLength(2);
    expect(warnings.join("\n")).toMatch(/not-a-path/);
    expect(warnings.join("\n")).toMatch(/no colon here/);
  });

  test("matches path patterns like the hosts do", () => {
    const matches = (pattern: string, p: string) => patternToRegExp(pattern).test(p);
    expect(["/", "/about/", "/a/b/c.js"].every((p) => matches("/*", p))).toBe(true);
    expect(matches("/assets/*", "/assets/app.js")).toBe(true);
    expect(matches("/assets/*", "/assets")).toBe(false);
    expect(matches("/assets/*", "/assetsx/app.js")).toBe(false);
    expect(matches("/blog/:slug/", "/blog/hello/")).toBe(true);
    expect(matches("/blog/:slug/", "/blog/a/b/")).toBe(false);
    expect(matches("/docs/*.html", "/docs/a/b.html")).toBe(true);
    expect(matches("/about/", "/about")).toBe(false);
    expect(matches("/a.b", "/axb")).toBe(false);

    const rules = parseHeadersFile(headersFile);
    const names = (p: string, host?: string) => [...headersFor(rules, p, host).values()].map((h) => `${h.name}: ${h.values.join(", ")}`);
    expect(names("/assets/app.js")).toEqual([
      "X-Content-Type-Options: nosniff",
      "Content-Security-Policy: default-src 'self'; script-src 'self'",
      "Cache-Control: public, max-age=31536000, immutable",
    ]);
    expect(names("/blog/x/", "127.0.0.1:9000")).toContain("X-Robots-Tag: noindex");
    expect(names("/blog/x/", "staging.example.com")).toContain("X-Robots-Tag: noindex, none");
  });

  test("serves pages, redirects to the trailing slash and answers 404 with 404.html", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await home.text()).toContain("<h1>Home</h1>");

    const about = await get("/about/");
    expect(about.status).toBe(200);
    expect(await about.text()).toContain("<h1>About</h1>");

    const bare = await get("/about?x=1");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/about/?x=1");

    for (const missing of [
      "/nope",
      "/nope/",
      "/a/b/c/",
      "/about.html",
      "/_headers",
      "/.secret",
      "/%2e%2e/etc/passwd",
      "/404",
      "/404/",
      "/404.html",
    ]) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).toContain("<h1>Not here</h1>");
    }

    // A folder's own 404 page for the paths under it (a language's), as Cloudflare Pages and the hosts' rules do.
    for (const missing of ["/de/nope", "/de/nope/", "/de/a/b/", "/de/404", "/de/404/", "/de/404.html"]) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).toContain("<h1>Nicht hier</h1>");
    }
    expect(await (await get("/deutsch/nope/")).text()).toContain("<h1>Not here</h1>");

    expect((await get("/assets/style.css")).headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect((await get("/assets/app.js")).headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await get("/assets/logo.svg")).headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect((await get("/", { method: "POST" })).status).toBe(405);
    const head = await get("/about/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  test("applies _headers to every response whose path matches", async () => {
    const home = await get("/");
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    expect(home.headers.get("cache-control")).toBeNull();
    const asset = await get("/assets/app.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("x-frame-options")).toBeNull();
    const missing = await get("/nope/");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("compresses text for clients that accept gzip", async () => {
    const response = await new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
      import("node:http").then(({ get: httpGet }) =>
        httpGet(`${server.url}/assets/app.js`, { headers: { "accept-encoding": "gzip, br" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], vary: res.headers.vary, body: Buffer.concat(chunks) }));
        }).on("error", reject),
      );
    });
    expect(response.encoding).toBe("gzip");
    expect(response.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(response.body).toString()).toContain("console.log");
  });

  test("the CSP collector reports a violation of a policy from _headers", async ({ page }) => {
    const violations = await collectCspViolations(page);
    const response = await page.goto(`${server.url}/inline/`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page.getByRole("heading", { name: "Inline" })).toBeVisible();
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]?.directive).toBe("script-src-elem");
    await expect(page).toHaveTitle("Inline"); // the inline script was blocked
  });
});
