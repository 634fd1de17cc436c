/** @jest-environment node */
/** The build plugin stops the build with the same messages as `npm run check:content`. */
import path from "node:path";
import type { Reporter } from "gatsby";
import { reportProblems } from "../../../plugins/content-check/report";
import { problemsIn } from "../check";
import { formatProblem } from "../problems";

const root = path.resolve(__dirname, "../../..");

function fakeReporter() {
  const panicOnBuild = jest.fn();
  return {
    reporter: { panicOnBuild, info: jest.fn(), warn: jest.fn(), error: jest.fn(), panic: jest.fn() } as unknown as Reporter,
    panicOnBuild,
  };
}

it("calls panicOnBuild once, with every problem in the message", () => {
  const problems = problemsIn(path.join(root, "test/fixtures/content/several-mistakes"), "steps.yaml");
  expect(problems).toHaveLength(5);
  const { reporter, panicOnBuild } = fakeReporter();
  reportProblems(reporter, problems);
  expect(panicOnBuild).toHaveBeenCalledTimes(1);
  const message = panicOnBuild.mock.calls[0][0] as string;
  expect(message).toMatch(/^Content check failed: 5 problems in content files\./);
  for (const problem of problems) expect(message).toContain(formatProblem(problem));
  expect(message).toContain("npm run check:content");
});

it("does not stop the build when there is no problem", () => {
  const { reporter, panicOnBuild } = fakeReporter();
  reportProblems(reporter, []);
  expect(panicOnBuild).not.toHaveBeenCalled();
});
