// `npx tsx plugins/share-pictures/design-key.ts`: prints the share pictures' design key (colours, mark, fonts, layout, sharp),
// which a deploy's picture cache is keyed by (.github/workflows/deploy-pages.yml), so a new design starts a new cache.
import { designKey, siteDesign } from "./draw";

console.log(designKey(siteDesign()));
