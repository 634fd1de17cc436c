// What content/settings.yaml's schema cannot express: the form of each value, and the image files it names.
import fs from "node:fs";
import path from "node:path";

export type CheckedSettings = {
  locale?: unknown;
  themeColor?: unknown;
  backgroundColor?: unknown;
  organization?: { logo?: unknown; hours?: { days?: unknown; opens?: unknown; closes?: unknown } };
};

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export function pngSize(file: string): { width: number; height: number } | null {
  const bytes = fs.readFileSync(file);
  if (bytes.length < 24 || bytes.toString("latin1", 1, 4) !== "PNG" || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export function checkSettings(settings: CheckedSettings, context: { siteUrl: string; staticDir: string }): string[] {
  const problems: string[] = [];
  const color = (name: "themeColor" | "backgroundColor") => {
    const value = settings[name];
    if (typeof value === "string" && !/^#[0-9a-f]{6}$/i.test(value))
      problems.push(`${name}: "${value}" is not a colour; write it as #rrggbb, in quotes, e.g. "#eef7f0".`);
  };
  color("themeColor");
  color("backgroundColor");
  if (typeof settings.locale === "string" && !/^[a-z]{2,3}_[A-Z]{2}$/.test(settings.locale)) {
    problems.push(`locale: "${settings.locale}" should be language_TERRITORY, e.g. en_US.`);
  }

  const file = (field: string, src: unknown) => {
    if (typeof src !== "string") return null;
    if (!src.startsWith("/")) {
      problems.push(`${field}: "${src}" should start with "/" (a path from the site root, e.g. /icon-512.png).`);
      return null;
    }
    const full = path.join(context.staticDir, src);
    if (!fs.existsSync(full)) {
      problems.push(`${field}: there is no file static${src}; add it or fix the path.`);
      return null;
    }
    return full;
  };
  const logoFile = file("organization > logo", settings.organization?.logo);
  const logoSize = logoFile ? pngSize(logoFile) : null;
  if (logoFile && (!logoSize || logoSize.width < 112 || logoSize.width !== logoSize.height)) {
    problems.push("organization > logo: use a square PNG of at least 112 × 112 pixels.");
  }

  const hours = settings.organization?.hours;
  if (Array.isArray(hours?.days)) {
    for (const day of hours.days) {
      if (!DAYS.includes(String(day))) problems.push(`organization > hours > days: "${String(day)}" is not a day; use ${DAYS.join(", ")}.`);
    }
  }
  for (const name of ["opens", "closes"] as const) {
    const value = hours?.[name];
    if (typeof value === "string" && !/^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value)) {
      problems.push(`organization > hours > ${name}: "${value}" should be HH:MM on a 24-hour clock, in quotes, e.g. "08:30".`);
    }
  }

  try {
    const url = new URL(context.siteUrl);
    if (url.pathname !== "/" || url.search || url.hash) {
      problems.push(
        `siteUrl: "${context.siteUrl}" has a path; give only the origin (e.g. https://user.github.io) and build with ` +
          "PATH_PREFIX=/path --prefix-paths for a site served under a path.",
      );
    }
  } catch {
    problems.push(`siteUrl: "${context.siteUrl}" is not a full address such as https://www.example.com.`);
  }
  return problems;
}
