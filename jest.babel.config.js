// Babel for Jest only (Gatsby has its own). The automatic runtime matches `jsxRuntime` in gatsby-config.ts.
module.exports = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
  // The private methods of the structured-data validator and its extractor, loose as Gatsby's preset compiles class fields.
  overrides: [
    {
      test: /node_modules[\\/](@adobe[\\/]structured-data-validator|@marbec[\\/]web-auto-extractor)[\\/]/,
      plugins: [["@babel/plugin-transform-private-methods", { loose: true }]],
    },
  ],
};
