/**
 * The Content-Security-Policy of the content editor at /admin/, for the GitHub backend.
 *
 * The editor is one script of our own (no CDN, no inline script, no eval), but it injects its
 * styles at run time ('unsafe-inline' styles), shows uploads and previews as blob: and data: URLs,
 * and talks to GitHub: its API, its status page (the editor warns when GitHub is down) and the
 * signed-in user's avatar. Signing in happens in a pop-up window (the OAuth client's page), which
 * this policy does not govern. Nothing else may load. The site's own pages keep their stricter
 * policy (plugins/site-files); the two never apply to the same page.
 *
 * static/_headers, vercel.json and deploy/nginx.conf carry this exact text (test/build/cms-admin.test.ts
 * checks). For GitLab or Gitea/Forgejo, replace the GitHub origins with the instance's (docs/editor-sign-in.md).
 */
export const adminPolicyDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
] as const;

export const adminContentSecurityPolicy = adminPolicyDirectives.join("; ");
