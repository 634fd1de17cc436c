// Tailwind CSS v4 through gatsby-plugin-postcss. https://tailwindcss.com/docs/installation/using-postcss
module.exports = { plugins: { "@tailwindcss/postcss": {} } };
