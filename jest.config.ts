/**
 * Jest: unit and component tests in jsdom (browser tests live in e2e/ and run with Playwright).
 * Gatsby is mocked once in `__mocks__/gatsby.tsx`; TSX goes through babel-preset-gatsby.
 * https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/
 */
import type { Config } from "jest";

const config: Config = {
  testEnvironment: "jsdom",
  transform: { "^.+\\.[jt]sx?$": ["babel-jest", { configFile: "./jest.babel.config.js" }] },
  moduleNameMapper: { "\\.(css)$": "<rootDir>/test/style-mock.ts" },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/e2e/", "/bench/"],
  transformIgnorePatterns: ["/node_modules/(?!(gatsby|gatsby-script)/)"],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/" },
};

export default config;
