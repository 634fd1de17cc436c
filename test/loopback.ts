/**
 * Servers the tests run on this machine's loopback address: a free port to listen on, and a
 * throw-away TLS certificate for 127.0.0.1 and localhost. Used by the nginx test
 * (test/build/support/nginx.ts), the path-prefix crawl, and the static server's HTTPS mode
 * (e2e/server.ts), which the Firefox and WebKit tests load the site from, as production serves it.
 */
import { spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";

/**
 * A port that was free a moment ago. Whoever binds it later can lose it to another process in
 * between: a caller that binds it itself tries again with a new one when that happens (startNginx does).
 */
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

/** A self-signed certificate for 127.0.0.1 and localhost, valid for two days, in `dir`. */
export function makeCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, "certificate.pem");
  const key = path.join(dir, "key.pem");
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-keyout",
      key,
      "-out",
      certificate,
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a test certificate (is openssl installed?):\n${result.stderr}`);
  return { certificate, key };
}
