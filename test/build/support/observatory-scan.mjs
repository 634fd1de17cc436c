/**
 * Grades a server with Mozilla's HTTP Observatory (@mdn/mdn-http-observatory), offline.
 *
 * The package's own `scan(hostname)` always uses ports 80 and 443; its retriever takes other
 * ports, so this does what `scan` does (src/scanner/index.js: retrieve, run ALL_TESTS, add up the
 * score modifiers, apply the extra-credit rule, look up the grade) with the test server's ports.
 * The scoring, tests and grade table are the package's own.
 *
 * Run with NODE_EXTRA_CA_CERTS pointing at the test's certificate, so TLS is verified (the
 * Observatory marks HSTS and the redirect as failed on an untrusted certificate):
 *   NODE_EXTRA_CA_CERTS=cert.pem node observatory-scan.mjs 127.0.0.1 <httpPort> <httpsPort>
 * Prints one JSON object: { grade, score, testsPassed, testsQuantity, failed: [test names], tests }.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));

// The package's postinstall downloads Chromium's HSTS preload list into conf/ (the install skips it:
// no network). The list only matters for hosts on it, which 127.0.0.1 is not: an empty list is exact here.
const preload = path.join(packageDir, "conf", "hsts-preload.json");
if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}\n");

const load = (file) => import(path.join(packageDir, "src", file));
const { retrieve } = await load("retriever/retriever.js");
const { ALL_TESTS, NUM_TESTS } = await load("constants.js");
const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
const requests = await retrieve(hostname, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!requests.responses.auto) throw new Error(`The Observatory could not reach ${hostname}`);

const results = ALL_TESTS.map((test) => test(requests));
let passed = 0;
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const result of results) {
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  passed += result.pass ? 1 : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { pass: result.pass, result: result.result, scoreModifier: modifier };
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(
  JSON.stringify({
    grade: final.grade,
    score: final.score,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    finalUrl: requests.session?.redirectHistory?.at(-1)?.url?.href ?? null,
    failed: Object.entries(tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`),
    tests,
  }),
);
