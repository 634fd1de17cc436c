// Searches a written Pagefind index with Pagefind's own client (its pagefind.js, as the search page loads it), in Node:
// `node pagefind-search.mjs <index folder> <language> <query>…` prints, for each query, every result in order with its
// address, title, kind, picture, excerpt and the sections it links to (test/build/search-index.test.ts compares two
// indexes by them). An ES module of its own, since the client is one and Jest runs tests as CommonJS.
import fs from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const [folder, language, ...queries] = process.argv.slice(2);
// The client fetches its files next to pagefind.js, and picks the index of the page's <html lang>.
globalThis.fetch = async (url) => new Response(fs.readFileSync(fileURLToPath(String(url))));
const pagefind = await import(pathToFileURL(`${folder}/pagefind.js`).href);
globalThis.document = { currentScript: null, querySelector: () => ({ getAttribute: () => language }) };
await pagefind.options({ basePath: `${pathToFileURL(folder).href}/`, baseUrl: "/" });
await pagefind.init();
const found = {};
for (const query of queries) {
  const { results } = await pagefind.search(query);
  found[query] = await Promise.all(
    results.map(async (result) => {
      const { url, meta, excerpt, sub_results } = await result.data();
      return { url, title: meta.title, kind: meta.kind, image: meta.image, excerpt, sections: sub_results.map((section) => section.url) };
    }),
  );
}
process.stdout.write(JSON.stringify(found));
