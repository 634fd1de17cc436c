/**
 * The pages with the contact form that the delivery tests submit, build by build, each with the
 * subject its form pre-fills (none on the contact page): contact-form.spec.ts (none) and
 * contact-delivery.spec.ts (endpoint, netlify) run their tests on every page listed here, and fail
 * when a build has a page with the form that is not listed. A page that reuses the form is one line.
 */
import fs from "node:fs";
import path from "node:path";
import type { FormDelivery } from "../../src/lib/contact-form";
import { listFiles } from "../../src/lib/list-files";
import { formDemoPage } from "../../test/fixture-form-page";
import { listsMinAwkwardPublic, listsPort, longContentPublic, picturesPublic } from "../../test/fixture-builds";
import { repo } from "../../test/site-build";

export type FormPage = {
  path: string;
  /** What the subject field holds before anything is typed, and so the subject of the message. */
  subject?: string;
};

type FormBuild = {
  delivery: FormDelivery;
  /** The build's origin; none: the project's baseURL (the site's own build). */
  site?: string;
  publicDir: string;
  pages: readonly FormPage[];
};

const contactPage: FormPage = { path: "/contact/" };

export const formBuilds: readonly FormBuild[] = [
  { delivery: "none", publicDir: path.join(repo, "public"), pages: [contactPage] },
  // The real content too, with the form on a second page (the site's own build has none yet).
  { delivery: "none", site: `http://127.0.0.1:${listsPort()}`, publicDir: listsMinAwkwardPublic, pages: [formDemoPage] },
  { delivery: "endpoint", publicDir: picturesPublic(), pages: [contactPage, formDemoPage] },
  { delivery: "netlify", publicDir: longContentPublic, pages: [contactPage, formDemoPage] },
];

/** The pages a delivery mode is tested on, with the origin of the build each is in. */
export const formPages = (delivery: FormDelivery): (FormPage & { site?: string })[] =>
  formBuilds.filter((b) => b.delivery === delivery).flatMap((b) => b.pages.map((page) => ({ ...page, site: b.site })));

/** "/contact/" or "/apply-demo/ (subject pre-filled)", for test titles. */
export const describeFormPage = (page: FormPage) => (page.subject ? `${page.path} (subject pre-filled)` : page.path);

/** The addresses of a build's pages that have the contact form, read from its HTML. */
export function pagesWithForm(publicDir: string): string[] {
  return listFiles(publicDir, { skip: ["admin"], match: /\.html$/ })
    .filter((file) => /<form\b[^>]*\sdata-contact-form=/.test(fs.readFileSync(path.join(publicDir, file), "utf8")))
    .map((file) => `/${file.replace(/index\.html$/, "")}`)
    .sort();
}
