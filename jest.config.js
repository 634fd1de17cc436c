/**
 * Jest, in three projects:
 * - `unit`: components, pages and helpers, in jsdom (node for files that say so), before any build;
 * - `build`: checks on the built site in public/ (head tags, sitemap, hosting headers), after `gatsby build`;
 * - `warm`: warm builds of a copy of the site against cold builds of the same files (test/warm/):
 *   nineteen builds, so a command of its own (`npm run test:warm`), which `npm test` runs in a lane of its own.
 * Browser tests live in e2e/ and run with Playwright. Gatsby is mocked once in `__mocks__/gatsby.tsx`.
 * https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
 */
/** @type {Partial<import("jest").Config>} */
const shared = {
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  moduleNameMapper: { "\\.(css)$": "<rootDir>/test/style-mock.ts" },
  // Compiled too: the ES-only packages Jest's CommonJS runtime cannot require as they are (Gatsby's own,
  // those under beasties, the slugger and its helpers, github-slugger, the structured-data validator and its extractor, the feed).
  transformIgnorePatterns: [
    "(?<!/beasties)/node_modules/(?!(gatsby|gatsby-script|beasties|github-slugger|@sindresorhus|escape-string-regexp|@adobe/structured-data-validator|@marbec/web-auto-extractor|feed)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
};

/** @type {import("jest").Config} */
const config = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
      testMatch: [
        "<rootDir>/src/**/*.test.{ts,tsx}",
        "<rootDir>/plugins/**/*.test.{ts,tsx}",
        "<rootDir>/scripts/**/*.test.ts",
        "<rootDir>/test/unit/**/*.test.{ts,tsx}",
      ],
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/build/**/*.test.ts"],
    },
    {
      ...shared,
      displayName: "warm",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/warm/**/*.test.ts"],
    },
  ],
};

module.exports = config;
