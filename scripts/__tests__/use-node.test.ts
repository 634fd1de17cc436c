/** @jest-environment node */
/**
 * `.ci/run` on a machine with Node 20 runs `npm ci` and `npm test` on Node 24 from the npm registry (scripts/use-node.sh),
 * and refuses a tarball that does not match its integrity. The registry is a stand-in on 127.0.0.1: nothing is downloaded.
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const want = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
const platformPackage = `node-${process.platform}-${process.arch}`;
/** What the stand-in registry has: the old machine's Node, two of the wanted major (the newer wins) and a newer major. */
const oldVersion = "20.99.1";
const newest = `${want}.99.1`;
const versions = [oldVersion, `${want}.98.0`, newest, `${Number(want) + 1}.0.0`];

jest.setTimeout(120_000);

let fixtures: string;
let registry: { url: string; requests: string[]; corrupt: boolean; server: http.Server };
let toolsBin: string;
let oldNodeBin: string;
let tmp: string;

/** The machine's npm (its CLI script, run by whichever `node` is first on PATH, as /usr/bin/npm is). */
function realNpmCli(): string {
  if (process.env.npm_execpath?.endsWith(".js")) return process.env.npm_execpath;
  const found = spawnSync("bash", ["-c", 'readlink -f "$(command -v npm)"'], { encoding: "utf8" }).stdout.trim();
  if (!found) throw new Error("npm not found on PATH");
  return found;
}

function write(file: string, text: string, mode = 0o644) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text, { mode });
}

/** A `node` that says it is `version` and runs everything else on the Node running this test. */
function fakeNode(version: string): string {
  return `#!/bin/sh\nif [ "$1" = --version ] || [ "$1" = -v ]; then echo v${version}; exit 0; fi\nexec ${JSON.stringify(process.execPath)} "$@"\n`;
}

/** node-<os>-<arch>@version as the registry has it: a gzipped tarball of package/. */
function packTarball(version: string): Buffer {
  const dir = path.join(fixtures, `src-${version}`, "package");
  write(path.join(dir, "package.json"), JSON.stringify({ name: platformPackage, version, license: "MIT" }));
  write(path.join(dir, "bin", "node"), fakeNode(version), 0o755);
  write(path.join(dir, "LICENSE"), "The stand-in registry's test package.\n");
  const file = path.join(fixtures, `${platformPackage}-${version}.tgz`);
  const tar = spawnSync("tar", ["-czf", file, "-C", path.dirname(dir), "package"], { encoding: "utf8" });
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr}`);
  return fs.readFileSync(file);
}

/** An npm registry for the one package, on 127.0.0.1; `corrupt` serves tarballs that do not match their integrity. */
async function startRegistry(): Promise<typeof registry> {
  const tarballs = new Map(versions.map((v) => [`/${platformPackage}/-/${platformPackage}-${v}.tgz`, packTarball(v)]));
  const state = { url: "", requests: [] as string[], corrupt: false, server: http.createServer() };
  state.server.on("request", (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    state.requests.push(`${req.method} ${url.pathname}`);
    const tarball = tarballs.get(url.pathname);
    if (tarball) {
      res.writeHead(200, { "content-type": "application/octet-stream" });
      return res.end(state.corrupt ? Buffer.concat([tarball, Buffer.from("x")]) : tarball);
    }
    if (url.pathname === `/${platformPackage}`) {
      const packument = {
        name: platformPackage,
        "dist-tags": { latest: versions[versions.length - 1] },
        versions: Object.fromEntries(
          versions.map((version) => {
            const data = tarballs.get(`/${platformPackage}/-/${platformPackage}-${version}.tgz`) as Buffer;
            const dist = {
              tarball: `${state.url}/${platformPackage}/-/${platformPackage}-${version}.tgz`,
              integrity: `sha512-${crypto.createHash("sha512").update(data).digest("base64")}`,
              shasum: crypto.createHash("sha1").update(data).digest("hex"),
            };
            return [version, { name: platformPackage, version, license: "MIT", dist }];
          }),
        ),
      };
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify(packument));
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end('{"error":"Not found"}');
  });
  await new Promise<void>((resolve) => state.server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  return state;
}

/**
 * The environment of a machine whose PATH starts with `bins`, without the npm_* variables of this
 * run, whose npm uses the stand-in registry and a cache of its own.
 */
function machineEnv(bins: string[], extra: Record<string, string> = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))) as Record<string, string>;
  return {
    ...env,
    PATH: [...bins, process.env.PATH].join(path.delimiter),
    REAL_NPM_CLI: realNpmCli(),
    npm_config_registry: `${registry.url}/`,
    npm_config_cache: fs.mkdtempSync(path.join(tmp, "npm-cache-")),
    ...extra,
  };
}

/** Runs a command to its end without blocking this process (the stand-in registry answers from here). */
function run(command: string, args: string[], options: { cwd?: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** `.ci/run` in a fresh clean checkout of what it uses before `npm ci`, with Node 20 first on PATH and a fresh Node cache. */
async function ciRun() {
  const dir = fs.mkdtempSync(path.join(tmp, "ci-"));
  const clone = path.join(dir, "clone");
  for (const file of [".ci/run", ".nvmrc", "scripts/use-node.sh", "scripts/ensure-system-deps.sh"]) {
    write(path.join(clone, file), fs.readFileSync(path.join(root, file), "utf8"), 0o755);
  }
  const cache = path.join(dir, "cache");
  const result = await run("bash", [".ci/run"], {
    cwd: clone,
    env: machineEnv([toolsBin, oldNodeBin], { NODE_CACHE_DIR: cache, CHROME_PATH: "/bin/true" }),
  });
  return { ...result, cache };
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "use-node-"));
  fixtures = path.join(tmp, "fixtures");
  registry = await startRegistry();

  // The old machine's Node 20.
  oldNodeBin = path.join(tmp, "node20", "bin");
  write(path.join(oldNodeBin, "node"), fakeNode(oldVersion), 0o755);

  // Stand-ins: npm ci / npm test report the Node they run on (the real npm does everything else,
  // and with TAMPER=1 spoils the tarball `npm pack` wrote); nginx and Chromium count as installed.
  toolsBin = path.join(tmp, "tools");
  write(
    path.join(toolsBin, "npm"),
    `#!/usr/bin/env bash
case "$1" in
  ci | test) echo "npm $1 ran on $(node --version), npm $(node "$REAL_NPM_CLI" --version --loglevel=error)"; exit 0 ;;
esac
node "$REAL_NPM_CLI" "$@" || exit $?
if [ "$1" = pack ] && [ "\${TAMPER:-}" = 1 ]; then
  while [ $# -gt 0 ]; do [ "$1" = --pack-destination ] && for f in "$2"/*.tgz; do printf x >>"$f"; done; shift; done
fi
`,
    0o755,
  );
  write(path.join(toolsBin, "nginx"), "#!/bin/sh\nexit 0\n", 0o755);
});

beforeEach(() => {
  registry.requests.length = 0;
  registry.corrupt = false;
});

afterAll(async () => {
  await new Promise((resolve) => registry?.server.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});

it("the stand-in machine starts with Node 20 first on PATH", async () => {
  const version = await run("bash", ["-c", "node --version"], { env: machineEnv([toolsBin, oldNodeBin]) });
  expect(version.stdout).toBe(`v${oldVersion}\n`);
});

describe(".ci/run with Node 20 first on PATH", () => {
  it("succeeds", async () => {
    const ci = await ciRun();
    expect({ status: ci.status, stderr: ci.stderr }).toEqual({ status: 0, stderr: expect.not.stringMatching(/error|use-node:/i) });
  });

  it(`fetches the newest Node ${want} from the npm registry, checks its integrity and says so`, async () => {
    const ci = await ciRun();
    expect(ci.stdout).toContain(
      `Node v${oldVersion} is older than ${want} (.nvmrc): fetching ${platformPackage}@${want} from the npm registry`,
    );
    expect(ci.stdout).toMatch(
      new RegExp(
        `^Using Node v${newest.replace(/\./g, "\\.")} from ${platformPackage}@${newest.replace(/\./g, "\\.")} \\(sha512 checked against the registry\\)`,
        "m",
      ),
    );
    // The one tarball came from the registry (the packument may be asked for more than once).
    expect(registry.requests.filter((r) => r.endsWith(".tgz"))).toEqual([`GET /${platformPackage}/-/${platformPackage}-${newest}.tgz`]);
  });

  it(`runs npm ci and then npm test on Node ${want}, with the machine's npm`, async () => {
    const ci = await ciRun();
    const ran = ci.stdout.split("\n").filter((line) => line.startsWith("npm "));
    expect(ran).toEqual([
      expect.stringMatching(new RegExp(`^npm ci ran on v${newest.replace(/\./g, "\\.")}, npm \\d+`)),
      expect.stringMatching(new RegExp(`^npm test ran on v${newest.replace(/\./g, "\\.")}, npm \\d+`)),
    ]);
  });

  it("keeps only the unpacked Node in its cache, not the tarball", async () => {
    const ci = await ciRun();
    expect(ci.status).toBe(0);
    expect(fs.readdirSync(ci.cache)).toEqual([`${platformPackage}-${newest}`]);
    expect(fs.readdirSync(path.join(ci.cache, `${platformPackage}-${newest}`)).sort()).toEqual(["LICENSE", "bin"]);
  });
});

it(`does nothing when Node ${want} is already first on PATH`, async () => {
  const installed = path.join(tmp, `node${want}`, "bin");
  write(path.join(installed, "node"), fakeNode(newest), 0o755);
  const cache = path.join(tmp, "unused-cache");
  const result = await run("bash", ["-c", `source "${root}/scripts/use-node.sh"`], {
    env: machineEnv([toolsBin, installed], { NODE_CACHE_DIR: cache }),
  });
  expect(result.status).toBe(0);
  expect(result.stdout).toBe(`Using Node v${newest} from ${installed}/node (.nvmrc: ${want}).\n`);
  expect(fs.existsSync(cache)).toBe(false);
  expect(registry.requests).toEqual([]);
});

it("refuses a Node tarball that does not match the registry's integrity, and leaves Node 20 in place", async () => {
  const cache = path.join(tmp, "tampered-cache");
  const result = await run("bash", ["-c", `source "${root}/scripts/use-node.sh"; echo "status $?"; node --version`], {
    env: machineEnv([toolsBin, oldNodeBin], { NODE_CACHE_DIR: cache, TAMPER: "1" }),
  });
  expect(result.stderr).toMatch(
    new RegExp(
      `^use-node: ${platformPackage}-${newest.replace(/\./g, "\\.")}\\.tgz does not match the registry's integrity for ${platformPackage}@${newest.replace(/\./g, "\\.")}\n` +
        "  expected sha512-[A-Za-z0-9+/]{86}==\n  got      sha512-[A-Za-z0-9+/]{86}==\n$",
    ),
  );
  expect(result.stdout).toMatch(new RegExp(`\nstatus 1\nv${oldVersion.replace(/\./g, "\\.")}\n$`));
  expect(fs.readdirSync(cache)).toEqual([]);
});

it("stops when the registry sends a tarball that does not match its own integrity (npm's check), and leaves Node 20 in place", async () => {
  registry.corrupt = true;
  const cache = path.join(tmp, "corrupt-cache");
  const result = await run("bash", ["-c", `source "${root}/scripts/use-node.sh"; echo "status $?"; node --version`], {
    // (npm would otherwise fetch it again, after waiting, before giving up.)
    env: machineEnv([toolsBin, oldNodeBin], { NODE_CACHE_DIR: cache, npm_config_fetch_retries: "0" }),
  });
  expect(result.stderr).toMatch(/EINTEGRITY/);
  expect(result.stderr).toMatch(new RegExp(`^use-node: npm pack ${platformPackage}@${want} failed\\.$`, "m"));
  expect(result.stdout).toMatch(new RegExp(`\nstatus 1\nv${oldVersion.replace(/\./g, "\\.")}\n$`));
  expect(fs.readdirSync(cache)).toEqual([]);
});
