import type { ContactSettings } from "../../src/lib/contact-form";

export type Settings = {
  brand: string;
  siteName: string;
  defaultDescription: string;
  locale: string;
  themeColor: string;
  backgroundColor: string;
  contact: ContactSettings;
};

export function publicUrl(siteUrl: string, pathPrefix: string, sitePath: string): string {
  return new URL(`${pathPrefix.replace(/\/+$/, "")}${sitePath}`, siteUrl).href;
}

export function manifest(settings: Settings) {
  return {
    name: settings.siteName,
    short_name: settings.brand,
    description: settings.defaultDescription,
    lang: settings.locale.replace("_", "-"),
    // Relative to the manifest's own URL, so they hold under a path prefix too.
    id: "./",
    start_url: "./",
    scope: "./",
    display: "standalone",
    background_color: settings.backgroundColor,
    theme_color: settings.themeColor,
    icons: [
      { src: "icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    ],
  };
}

export function robotsTxt(sitemapUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
