/**
 * The browser editor at /admin/: Sveltia CMS with previews in the site's look. plugins/cms-admin
 * bundles this file (with esbuild) into public/admin/cms.js; CMS.init() then loads the
 * configuration beside it (public/admin/config.yml, derived from the content schema).
 * https://sveltiacms.app/en/docs/api
 */
import CMS from "@sveltia/cms";

// The site's stylesheet, for every preview (Tailwind's output for src/styles/admin-preview.css).
CMS.registerPreviewStyle(new URL("preview.css", import.meta.url).href);

// Loaded after the editor, whose React the previews' elements are made with (react-shim.ts).
const { previews } = await import("./previews");
for (const [name, component] of Object.entries(previews)) CMS.registerPreviewTemplate(name, component);

void CMS.init();
