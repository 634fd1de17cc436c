/** @jest-environment node */
/** `npm test` starts by naming the Node it runs on, and stops on one package.json does not support. */
import fs from "node:fs";
import path from "node:path";
import { nodeProblem } from "../check-node";

const root = path.resolve(__dirname, "../..");
const engines = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } }).engines.node;
const nvmrc = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();

it.each(["v22.19.0", "v24.0.0", "v24.21.0", "v25.9.0"])("accepts %s", (version) => {
  expect(nodeProblem(version, engines, nvmrc)).toBeUndefined();
});

it.each([
  ["v20.20.2", "Node 20 left maintenance in April 2026"],
  ["v22.18.0", "Lighthouse 13 (npm run bench) needs 22.19"],
  ["v26.0.0", "Gatsby 5.16 declares Node below 26"],
])("refuses %s (%s), naming the supported range and .nvmrc", (version) => {
  expect(nodeProblem(version, engines, nvmrc)).toBe(
    `Node ${version} is outside what this project supports (package.json engines: ${engines}). ` +
      "Use Node 24 (.nvmrc): `nvm use`, or install it from nodejs.org; CI does this by itself (scripts/use-node.sh).",
  );
});

it("develops and tests on the current LTS, Node 24, within the supported range", () => {
  expect(nvmrc).toBe("24");
  expect(nodeProblem(`v${nvmrc}.0.0`, engines, nvmrc)).toBeUndefined();
});
