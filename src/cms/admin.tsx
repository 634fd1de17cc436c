/**
 * The browser editor at /admin/: Sveltia CMS with the site's previews and its content check.
 * plugins/cms-admin bundles this file (with esbuild) into public/admin/cms.js; the configuration
 * (public/admin/config.yml, derived from the content schema) is loaded by CMS.init().
 */
import CMS from "@sveltia/cms";

// Entries preview in the site's look: its own stylesheet.
CMS.registerPreviewStyle(new URL("preview.css", import.meta.url).href);

void CMS.init();
