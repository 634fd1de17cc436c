/**
 * Runs the repository's nginx configuration (deploy/nginx.conf) against a build folder, the way
 * a server would, but unprivileged and throwaway: listening on 127.0.0.1:<free port>, with the
 * pid file, logs and temp folders in a fresh temp directory, in the foreground.
 *
 * What is templated: the `listen` lines (→ 127.0.0.1:<port>) and `root` (→ the build folder). The
 * include of the Content-Security-Policy is resolved the way nginx does it (relative to the main
 * config's folder), where the build's deploy/generated file is copied. Everything else is
 * used as written.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export const repo = path.resolve(__dirname, "..", "..", "..");
export const nginxConf = path.join(repo, "deploy", "nginx.conf");
export const nginxPolicy = path.join(repo, "deploy", "generated", "content-security-policy.conf");

export type RunningNginx = { url: string; port: number; dir: string; stop: () => Promise<void>; log: () => string };

export function nginxAvailable(): boolean {
  return fs.existsSync(NGINX) && spawnSync(NGINX, ["-v"]).status === 0;
}

export const INSTALL_HINT =
  `nginx was not found at ${NGINX}. Install it (Debian/Ubuntu: sudo apt-get install -y nginx-light, or nginx; ` +
  "macOS: brew install nginx) or point NGINX_BIN at the binary, then run the build tests again.";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** deploy/nginx.conf with its `listen` lines and `root` replaced. */
export function templateServerConfig(config: string, options: { root: string; port: number }): string {
  let listened = false;
  const lines = config.split("\n").flatMap((line) => {
    if (/^\s*listen\s[^;]*;/.test(line)) {
      if (listened) return [];
      listened = true;
      return [line.replace(/listen\s[^;]*;/, `listen 127.0.0.1:${options.port};`)];
    }
    return [line.replace(/^(\s*)root\s+[^;]+;/, `$1root ${options.root};`)];
  });
  if (!listened) throw new Error("deploy/nginx.conf has no listen line to template");
  const templated = lines.join("\n");
  if (!templated.includes(`root ${options.root};`)) throw new Error("deploy/nginx.conf has no root line to template");
  return templated;
}

/** The include paths (relative to the main config's folder) a server config uses. */
export function includesOf(config: string): string[] {
  return [...config.matchAll(/^\s*include\s+([^;\s]+);/gm)].map((m) => m[1] as string);
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not start listening on 127.0.0.1:${port}:\n${log()}`);
}

export async function startNginx(root: string, options: { port?: number } = {}): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-nginx-"));
  const port = options.port ?? (await freePort());
  const server = templateServerConfig(fs.readFileSync(nginxConf, "utf8"), { root: path.resolve(root), port });
  for (const include of includesOf(server)) {
    if (path.isAbsolute(include) || !include.endsWith("content-security-policy.conf")) {
      throw new Error(`deploy/nginx.conf includes ${include}; the test only knows the build's content-security-policy.conf`);
    }
    if (!fs.existsSync(nginxPolicy)) throw new Error(`${path.relative(repo, nginxPolicy)} is missing: run the build first`);
    fs.mkdirSync(path.join(dir, path.dirname(include)), { recursive: true });
    fs.copyFileSync(nginxPolicy, path.join(dir, include));
  }
  fs.writeFileSync(path.join(dir, "vireo.conf"), server);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];
  for (const t of temp) fs.mkdirSync(path.join(dir, "temp", t), { recursive: true });
  const main = [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "worker_processes 1;",
    // Running as root (CI containers): keep workers as this user so they can read the build.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "events { worker_connections 64; }",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    `    access_log ${dir}/access.log;`,
    ...temp.map((t) => `    ${t}_temp_path ${dir}/temp/${t};`),
    `    include ${dir}/vireo.conf;`,
    "}",
    "",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "nginx.conf"), main);
  const log = () => {
    try {
      return fs.readFileSync(path.join(dir, "error.log"), "utf8");
    } catch {
      return "(no error log)";
    }
  };
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"];
  const check = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${check.stderr}`);
  const child = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(port, child, () => `${stderr}${log()}`);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGQUIT");
      }),
  };
}
