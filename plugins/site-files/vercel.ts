// The site's own rules in Vercel's config (vercel.ts at the repository's root, which Vercel runs before each build once the
// dependencies are installed): each other language's 404 page, content/redirects.yaml's redirects and the entries' former addresses, read through the one
// loader. An editor's redirect or a language added reaches Vercel on the next deploy, with no file to keep in step.
import type { VercelConfig } from "@vercel/config/v1";
import { loadContent } from "../../src/content-model/load";
import { planSite } from "../../src/content-model/publish";
import { hostRedirects } from "../../src/content-model/redirects";
import { withVercelLanguages, type VercelJson } from "./languages";
import { vercelRedirects, type Redirect } from "./redirects";

export type SiteRules = { redirects: readonly Redirect[]; otherLanguages: readonly string[] };

/** The redirects and the languages after the default of the content in `contentDir`, as it is now (read afresh). */
export function siteRulesOf(contentDir: string): SiteRules {
  const model = loadContent(contentDir);
  return { redirects: hostRedirects(model, planSite(model)), otherLanguages: model.languages.slice(1).map((language) => language.code) };
}

/** `base` with the languages' rules and the redirects after its own. */
export function withSiteRules(base: VercelConfig, site: SiteRules): VercelConfig {
  const withLanguages = withVercelLanguages(base as VercelJson, site.otherLanguages) as VercelConfig;
  const moved = vercelRedirects(site.redirects, site.otherLanguages);
  return moved.length === 0 ? withLanguages : { ...withLanguages, redirects: [...(withLanguages.redirects ?? []), ...moved] };
}
