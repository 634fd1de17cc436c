// ESLint: TypeScript, React hooks and JSX accessibility rules. https://eslint.org/docs/latest/use/configure/
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "coverage/",
      "test-results/",
      "playwright-report/",
      "test/fixtures/talks/",
      "test/fixtures/section-type/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  jsxA11y.flatConfigs.strict,
  {
    plugins: { "react-hooks": reactHooks },
    // TypeScript checks props; prop-types would only repeat it.
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
      // HTML's declarative dialog controls (typed in src/types/html-commands.d.ts) and render-blocking
      // `blocking` (typed by @types/react; gatsby-ssr.tsx), newer than the plugin's list.
      "react/no-unknown-property": ["error", { ignore: ["command", "commandfor", "closedby", "blocking"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
    settings: { react: { version: "detect" } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "test/**", "__mocks__/**"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
