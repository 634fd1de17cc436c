/**
 * Mozilla's HTTP Observatory grade of a running test server (see observatory-scan.mjs), in a
 * child process: the package is ESM-only and must be started with the test certificate trusted.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

export type ObservatoryResult = {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  finalUrl: string | null;
  /** "name: result" of every test that did not pass. */
  failed: string[];
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
};

export function observatoryGrade(server: { httpPort: number; port: number; certificateFile: string }): Promise<ObservatoryResult> {
  const result = spawnSync(
    process.execPath,
    [path.join(__dirname, "observatory-scan.mjs"), "127.0.0.1", String(server.httpPort), String(server.port)],
    { encoding: "utf8", timeout: 50_000, env: { ...process.env, NODE_EXTRA_CA_CERTS: server.certificateFile } },
  );
  if (result.status !== 0) throw new Error(`The Observatory scan failed (exit ${result.status ?? result.signal}):\n${result.stderr}`);
  return Promise.resolve(JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "{}") as ObservatoryResult);
}
