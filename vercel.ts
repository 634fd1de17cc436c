/**
 * Vercel's configuration (https://vercel.com/docs/project-configuration/vercel-ts). Vercel runs this file at the start of
 * each build, once it has installed the dependencies, and takes `config`: the settings and headers below, and what the
 * content asks for (plugins/site-files/vercel.ts): each other language's 404 page and the redirects of
 * content/redirects.yaml. test/build/vercel.test.ts runs it the way Vercel does.
 */
import type { VercelConfig } from "@vercel/config/v1";
import { siteContentDir } from "./src/content-model/load";
import { siteRulesOf, withSiteRules } from "./plugins/site-files/vercel";

/** What Vercel gets for any content. */
export const base: VercelConfig = {
  framework: "gatsby",
  buildCommand: "npm run build",
  outputDirectory: "public",
  trailingSlash: true,
  redirects: [
    {
      source: "/404.html",
      destination: "/404/",
      permanent: true,
    },
  ],
  headers: [
    {
      source: "/(.*)",
      headers: [
        {
          key: "Content-Security-Policy",
          value: "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
        },
        {
          key: "Strict-Transport-Security",
          value: "max-age=63072000; includeSubDomains",
        },
        {
          key: "X-Content-Type-Options",
          value: "nosniff",
        },
        {
          key: "Referrer-Policy",
          value: "strict-origin-when-cross-origin",
        },
        {
          key: "Permissions-Policy",
          value:
            "accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
        },
        {
          key: "X-Frame-Options",
          value: "DENY",
        },
      ],
    },
    {
      source: "/admin/(.*)",
      headers: [
        {
          key: "Content-Security-Policy",
          value:
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://avatars.githubusercontent.com; font-src 'self'; connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com; media-src 'self' blob:; worker-src 'self' blob:; frame-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
        },
        {
          key: "X-Robots-Tag",
          value: "noindex",
        },
      ],
    },
    {
      source: "/((?:[^/]+/)*)",
      headers: [
        {
          key: "Cache-Control",
          value: "public, max-age=0, must-revalidate",
        },
      ],
    },
    {
      source: "/404.html",
      headers: [
        {
          key: "Cache-Control",
          value: "public, max-age=0, must-revalidate",
        },
      ],
    },
    {
      source: "/static/(.*)",
      headers: [
        {
          key: "Cache-Control",
          value: "public, max-age=31536000, immutable",
        },
      ],
    },
    {
      source: "/pictures/(.*)",
      headers: [
        {
          key: "Cache-Control",
          value: "public, max-age=31536000, immutable",
        },
      ],
    },
    {
      source: "/:file([^/]+[.-][0-9a-f]{20}\\.(?:js|css))",
      headers: [
        {
          key: "Cache-Control",
          value: "public, max-age=31536000, immutable",
        },
      ],
    },
  ],
};

export const config: VercelConfig = withSiteRules(base, siteRulesOf(siteContentDir()));
