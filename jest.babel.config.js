// Babel for Jest only (Gatsby has its own). The automatic runtime matches `jsxRuntime` in gatsby-config.ts.
module.exports = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};
