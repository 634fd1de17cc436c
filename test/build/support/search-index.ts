// The search index steps for test/build/search-index.test.ts, in a process of their own (Jest cannot load Pagefind, an ES
// module): `tsx search-index.ts update <public> <record>` brings <public>/pagefind/ up to date as the plugin does and prints
// what it did; `tsx search-index.ts whole <public> <folder>` indexes the whole searched pages into <folder>, as the plugin
// did before it kept anything, and prints the languages.
import fs from "node:fs";
import path from "node:path";
import { SEARCHED } from "../../../plugins/search-index/searched";
import { updateIndex } from "../../../plugins/search-index/update-index";
import { writeIndex } from "../../../plugins/search-index/write-index";
import { htmlFiles } from "../../../plugins/site-files/headers";

async function main([command, publicDir, folder]: string[]) {
  if (command === "update") return updateIndex(publicDir!, folder!);
  const read = (page: string) => fs.readFileSync(path.join(publicDir!, page), "utf8");
  const searched = htmlFiles(publicDir!)
    .map((file) => path.relative(publicDir!, file))
    .filter((page) => SEARCHED.test(read(page)));
  return writeIndex(searched, read, folder!);
}

main(process.argv.slice(2)).then(
  (result) => process.stdout.write(JSON.stringify(result)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
