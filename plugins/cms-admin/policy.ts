// Looser than the site's policy: the editor injects styles at run time, shows uploads as blob:/data: URLs and talks to GitHub.
// static/_headers, vercel.ts and deploy/nginx.conf carry this text (test/build/cms-admin.test.ts checks).
// For GitLab or Gitea/Forgejo, replace the GitHub origins (docs/editor-sign-in.md).
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
