/** @jest-environment node */
/**
 * `.ci/run` on a machine whose Node is 20 ends up running `npm ci` and `npm test` on Node 24 from
 * the npm registry (scripts/use-node.sh), and refuses a Node tarball that does not match the
 * registry's integrity.
 *
 * Real downloads from the npm registry (Node 20 for the "old machine", Node 24 for use-node.sh;
 * about 50 MB each, then served from npm's cache). `npm ci` and `npm test` themselves are replaced
 * by a stand-in npm that prints which Node it runs on; every other npm command is the real one.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const want = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
const platformPackage = `node-${process.platform}-${process.arch}`;

jest.setTimeout(300_000);

let tmp: string;
let oldNodeBin: string;
let toolsBin: string;
let ciRun: SpawnSyncReturns<string>;
let ciCache: string;

/** The machine's npm (its CLI script, run by whichever `node` is first on PATH, as /usr/bin/npm is). */
function realNpmCli(): string {
  if (process.env.npm_execpath?.endsWith(".js")) return process.env.npm_execpath;
  const found = spawnSync("bash", ["-c", 'readlink -f "$(command -v npm)"'], { encoding: "utf8" }).stdout.trim();
  if (!found) throw new Error("npm not found on PATH");
  return found;
}

/** The environment of a machine whose PATH starts with `bins`, without the npm_* variables of this run. */
function machineEnv(bins: string[], extra: Record<string, string> = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))) as Record<string, string>;
  return { ...env, PATH: [...bins, process.env.PATH].join(path.delimiter), REAL_NPM_CLI: realNpmCli(), ...extra };
}

function write(file: string, text: string, mode = 0o644) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text, { mode });
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "use-node-"));

  // The old machine's Node 20: the same official build, from the registry.
  const packDir = path.join(tmp, "pack");
  fs.mkdirSync(packDir);
  const pack = spawnSync("npm", ["pack", `${platformPackage}@20`, "--pack-destination", packDir, "--json", "--loglevel=error"], {
    encoding: "utf8",
  });
  expect({ status: pack.status, stderr: pack.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
  const [{ filename }] = JSON.parse(pack.stdout) as [{ filename: string }];
  const oldNode = path.join(tmp, "node20");
  fs.mkdirSync(oldNode);
  expect(spawnSync("tar", ["-xzf", path.join(packDir, filename), "-C", oldNode, "--strip-components=1", "package/bin/node"]).status).toBe(
    0,
  );
  fs.rmSync(packDir, { recursive: true });
  oldNodeBin = path.join(oldNode, "bin");

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

  // A clean checkout of what .ci/run uses before `npm ci`.
  const clone = path.join(tmp, "clone");
  for (const file of [".ci/run", ".nvmrc", "scripts/use-node.sh", "scripts/ensure-system-deps.sh"]) {
    write(path.join(clone, file), fs.readFileSync(path.join(root, file), "utf8"), 0o755);
  }
  ciCache = path.join(tmp, "cache");
  ciRun = spawnSync("bash", [".ci/run"], {
    cwd: clone,
    encoding: "utf8",
    env: machineEnv([toolsBin, oldNodeBin], { NODE_CACHE_DIR: ciCache, CHROME_PATH: "/bin/true" }),
  });
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it("the stand-in machine starts with Node 20 first on PATH", () => {
  const version = spawnSync("bash", ["-c", "node --version"], { encoding: "utf8", env: machineEnv([toolsBin, oldNodeBin]) });
  expect(version.stdout).toMatch(/^v20\./);
});

describe(".ci/run with Node 20 first on PATH", () => {
  it("succeeds", () => {
    expect({ status: ciRun.status, stderr: ciRun.stderr }).toEqual({ status: 0, stderr: expect.not.stringMatching(/error|use-node:/i) });
  });

  it(`fetches Node ${want} from the npm registry, checks its integrity and says so`, () => {
    expect(ciRun.stdout).toMatch(
      new RegExp(
        `^Node v20\\.\\d+\\.\\d+ is older than ${want} \\(\\.nvmrc\\): fetching ${platformPackage}@${want} from the npm registry`,
        "m",
      ),
    );
    expect(ciRun.stdout).toMatch(
      new RegExp(
        `^Using Node v${want}\\.\\d+\\.\\d+ from ${platformPackage}@${want}\\.\\d+\\.\\d+ \\(sha512 checked against the registry\\)`,
        "m",
      ),
    );
  });

  it(`runs npm ci and then npm test on Node ${want}, with the machine's npm`, () => {
    const ran = ciRun.stdout.split("\n").filter((line) => line.startsWith("npm "));
    expect(ran).toEqual([
      expect.stringMatching(new RegExp(`^npm ci ran on v${want}\\.\\d+\\.\\d+, npm \\d+`)),
      expect.stringMatching(new RegExp(`^npm test ran on v${want}\\.\\d+\\.\\d+, npm \\d+`)),
    ]);
  });

  it("keeps only the unpacked Node in its cache, not the tarball", () => {
    expect(fs.readdirSync(ciCache)).toEqual([expect.stringMatching(new RegExp(`^${platformPackage}-${want}\\.\\d+\\.\\d+$`))]);
  });
});

it(`does nothing when Node ${want} is already first on PATH`, () => {
  const [installed] = fs.readdirSync(ciCache);
  const cache = path.join(tmp, "unused-cache");
  const run = spawnSync("bash", ["-c", `source "${root}/scripts/use-node.sh"`], {
    encoding: "utf8",
    env: machineEnv([toolsBin, path.join(ciCache, installed as string, "bin")], { NODE_CACHE_DIR: cache }),
  });
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(new RegExp(`^Using Node v${want}\\.\\d+\\.\\d+ from .*/${installed}/bin/node \\(\\.nvmrc: ${want}\\)\\.\n$`));
  expect(fs.existsSync(cache)).toBe(false);
});

it("refuses a Node tarball that does not match the registry's integrity, and leaves Node 20 in place", () => {
  const cache = path.join(tmp, "tampered-cache");
  const run = spawnSync("bash", ["-c", `source "${root}/scripts/use-node.sh"; echo "status $?"; node --version`], {
    encoding: "utf8",
    env: machineEnv([toolsBin, oldNodeBin], { NODE_CACHE_DIR: cache, TAMPER: "1" }),
  });
  expect(run.stderr).toMatch(
    new RegExp(
      `^use-node: ${platformPackage}-${want}\\.\\d+\\.\\d+\\.tgz does not match the registry's integrity for ${platformPackage}@${want}\\.\\d+\\.\\d+\n` +
        "  expected sha512-[A-Za-z0-9+/]{86}==\n  got      sha512-[A-Za-z0-9+/]{86}==\n$",
    ),
  );
  expect(run.stdout).toMatch(/\nstatus 1\nv20\.\d+\.\d+\n$/);
  expect(fs.readdirSync(cache)).toEqual([]);
});
