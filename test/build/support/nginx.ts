/**
 * Runs the repository's nginx configuration (deploy/nginx.conf) against a build folder, the way
 * a server would, but unprivileged and throwaway: plain HTTP and HTTPS on 127.0.0.1:<free ports>,
 * with a self-signed certificate made here with openssl (for 127.0.0.1 and localhost), and the
 * pid file, logs and temp folders in a fresh temp directory, in the foreground.
 *
 * What is templated: the `listen` lines (port 80 → 127.0.0.1:<httpPort>, 443 → 127.0.0.1:<httpsPort>,
 * keeping `ssl http2`), the site's `root` (→ the build folder), the certificate paths (→ the
 * self-signed one) and the HTTPS port in the HTTP server's redirect (a real server uses 443, which
 * the redirect leaves out). The include of the Content-Security-Policy is resolved the way nginx does
 * it (relative to the main config's folder), where the build's deploy/generated file is copied.
 * Everything else is used as written.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort, makeCertificate } from "../../loopback";

export { freePort, makeCertificate };

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export const repo = path.resolve(__dirname, "..", "..", "..");
export const nginxConf = path.join(repo, "deploy", "nginx.conf");
export const nginxPolicy = path.join(repo, "deploy", "generated", "content-security-policy.conf");

export type RunningNginx = {
  /** https://127.0.0.1:<httpsPort> */
  url: string;
  /** http://127.0.0.1:<httpPort> */
  httpUrl: string;
  port: number;
  httpPort: number;
  /** The self-signed certificate (PEM) the server uses: trust it as a CA to check TLS. */
  certificate: string;
  certificateFile: string;
  dir: string;
  stop: () => Promise<void>;
  log: () => string;
};

export function nginxAvailable(): boolean {
  return fs.existsSync(NGINX) && spawnSync(NGINX, ["-v"]).status === 0;
}

export const INSTALL_HINT =
  `nginx was not found at ${NGINX}. Install it (Debian/Ubuntu: sudo apt-get install -y nginx-light, or nginx; ` +
  "macOS: brew install nginx) or point NGINX_BIN at the binary, then run the build tests again.";

export type TemplateOptions = { root: string; port: number; httpPort: number; certificate: string; key: string };

/** deploy/nginx.conf with its `listen` lines, site root, certificate paths and redirect port replaced. */
export function templateServerConfig(config: string, options: TemplateOptions): string {
  const counts = { http: 0, https: 0, root: 0, cert: 0, key: 0, redirect: 0 };
  const lines = config.split("\n").flatMap((line) => {
    const listen = /^(\s*)listen\s+(\S+)([^;]*);/.exec(line);
    if (listen) {
      // One listen per port: the IPv6 twins ([::]:80, [::]:443) are left out.
      if (listen[2]?.startsWith("[")) return [];
      const tls = /\bssl\b/.test(listen[3] ?? "");
      counts[tls ? "https" : "http"] += 1;
      return [`${listen[1]}listen 127.0.0.1:${tls ? options.port : options.httpPort}${listen[3]};`];
    }
    if (/^ {4}root\s+[^;]+;/.test(line)) {
      counts.root += 1;
      return [`    root ${options.root};`];
    }
    if (/^\s*ssl_certificate\s/.test(line)) {
      counts.cert += 1;
      return [line.replace(/ssl_certificate\s+[^;]+;/, `ssl_certificate ${options.certificate};`)];
    }
    if (/^\s*ssl_certificate_key\s/.test(line)) {
      counts.key += 1;
      return [line.replace(/ssl_certificate_key\s+[^;]+;/, `ssl_certificate_key ${options.key};`)];
    }
    if (/return 301 https:\/\/\$host\$request_uri;/.test(line)) {
      counts.redirect += 1;
      return [line.replace("https://$host$request_uri", `https://$host:${options.port}$request_uri`)];
    }
    return [line];
  });
  for (const [what, count] of Object.entries(counts)) {
    if (count !== 1) throw new Error(`deploy/nginx.conf: expected exactly one ${what} line to template, found ${count}`);
  }
  return lines.join("\n");
}

/** The include paths (relative to the main config's folder) a server config uses. */
export function includesOf(config: string): string[] {
  return [...config.matchAll(/^\s*include\s+([^;\s]+);/gm)].map((m) => m[1] as string);
}

/** True once something accepts connections on 127.0.0.1:`port`; false once `stopped()` says to stop trying. */
async function portOpens(port: number, stopped: () => boolean): Promise<boolean> {
  while (!stopped()) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** nginx's message when a `listen` port is taken (errno 98 on Linux, 48 on macOS). */
const addressInUse = /bind\(\) to \S+ failed \(\d+: Address already in use\)/;

/**
 * Starts nginx on `root`. Without fixed ports it picks two free ones, and when another process
 * takes one of them before nginx binds it (nginx then exits with "Address already in use") it
 * starts again on new ones, up to `attempts` times. It is ready once nginx accepts connections on
 * both ports; it fails with nginx's log when nginx exits, or when it is not ready by `timeoutMs`
 * (keep that under the caller's own time limit, so the failure names nginx, not the hook).
 */
export async function startNginx(
  root: string,
  options: { port?: number; httpPort?: number; timeoutMs?: number; attempts?: number } = {},
): Promise<RunningNginx> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  const attempts = options.port !== undefined && options.httpPort !== undefined ? 1 : (options.attempts ?? 5);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-nginx-"));
  try {
    const { certificate, key } = makeCertificate(dir);
    const source = fs.readFileSync(nginxConf, "utf8");
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

    for (let attempt = 1; ; attempt += 1) {
      const port = options.port ?? (await freePort());
      let httpPort = options.httpPort ?? (await freePort());
      while (httpPort === port) httpPort = await freePort();
      const server = templateServerConfig(source, { root: path.resolve(root), port, httpPort, certificate, key });
      for (const include of includesOf(server)) {
        if (path.isAbsolute(include) || !include.endsWith("content-security-policy.conf")) {
          throw new Error(`deploy/nginx.conf includes ${include}; the test only knows the build's content-security-policy.conf`);
        }
        if (!fs.existsSync(nginxPolicy)) throw new Error(`${path.relative(repo, nginxPolicy)} is missing: run the build first`);
        fs.mkdirSync(path.join(dir, path.dirname(include)), { recursive: true });
        fs.copyFileSync(nginxPolicy, path.join(dir, include));
      }
      fs.writeFileSync(path.join(dir, "vireo.conf"), server);
      if (attempt === 1) {
        const check = spawnSync(NGINX, [...args, "-t"], { encoding: "utf8" });
        if (check.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${check.stderr}`);
      }
      fs.rmSync(path.join(dir, "error.log"), { force: true });

      const child = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      const stop = () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGQUIT");
        });
      let gone = false;
      void exited.then(() => (gone = true));
      const stopped = () => gone || Date.now() > deadline;
      // nginx writes its pid file once it has bound every `listen` port (a port that answers could
      // be another process's, which made nginx exit), and then accepts on them.
      const pidFile = path.join(dir, "nginx.pid");
      const wrotePid = async () => {
        while (!stopped()) {
          if (fs.existsSync(pidFile) && fs.readFileSync(pidFile, "utf8").trim() === String(child.pid)) return true;
          await new Promise((r) => setTimeout(r, 50));
        }
        return false;
      };
      const ready = (await wrotePid()) && (await portOpens(port, stopped)) && (await portOpens(httpPort, stopped));
      if (ready && !gone) {
        return {
          url: `https://127.0.0.1:${port}`,
          httpUrl: `http://127.0.0.1:${httpPort}`,
          port,
          httpPort,
          certificate: fs.readFileSync(certificate, "utf8"),
          certificateFile: certificate,
          dir,
          log,
          stop: async () => {
            await stop();
            fs.rmSync(dir, { recursive: true, force: true });
          },
        };
      }
      await stop();
      // Wait for the exit's output, so the log below is complete.
      await exited;
      const output = `${stderr}${log()}`;
      if (gone && addressInUse.test(output) && attempt < attempts) continue;
      throw new Error(
        gone
          ? `nginx exited with code ${child.exitCode} (attempt ${attempt} of ${attempts}, ports ${port} and ${httpPort}):\n${output}`
          : `nginx did not accept connections on 127.0.0.1:${port} and :${httpPort} within ${options.timeoutMs ?? 60_000} ms:\n${output}`,
      );
    }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export type SimpleResponse = { status: number; headers: { get: (name: string) => string | null }; text: () => Promise<string> };

/**
 * A request (GET unless told) over HTTP or HTTPS without following redirects, trusting `ca` (the test's self-signed
 * certificate). Node's fetch cannot be given a CA without an extra package; this is all the tests need.
 */
export function request(url: string, ca?: string, method = "GET"): Promise<SimpleResponse> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target, { ca, method, headers: { "accept-encoding": "identity" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        resolve({
          status: res.statusCode ?? 0,
          headers: {
            get: (name) => {
              const value = res.headers[name.toLowerCase()];
              return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
            },
          },
          text: async () => body,
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}
