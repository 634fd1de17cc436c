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
import { parse } from "yaml";
import {
  languagesPort,
  languagesPublic,
  listsMinAwkwardPublic,
  listsPort,
  longContentDir,
  longContentPublic,
  picturesPublic,
} from "../../test/fixture-builds";
import { languagesDir } from "../../test/fixture-languages";
import { repo } from "../../test/site-build";
import { jobOpenings } from "../../src/content-model/registry";
import { fillTemplate } from "../../src/lib/entry-text";

/** The form's words on a page of another language or with words of its own (a job opening's: "Your application"). */
export type FormCopy = {
  heading: string;
  emailLabel: string;
  subjectLabel: string;
  messageLabel: string;
  submitLabel: string;
  noDeliverySubmitLabel: string;
};

export type FormPage = {
  path: string;
  /** What the subject field holds before anything is typed, and so the subject of the message. */
  subject?: string;
  copy?: FormCopy;
};

type FormBuild = {
  delivery: FormDelivery;
  /** The build's origin; none: the project's baseURL (the site's own build). */
  site?: string;
  publicDir: string;
  pages: readonly FormPage[];
};

const contactPage: FormPage = { path: "/contact/" };

type OpeningWords = { address: string; entry: { applySubject: string; applyForm: Partial<FormCopy> } };

/**
 * A job opening's page in a fixture, from the fixture's own files (read before any build): its form
 * pre-fills the subject naming the position, and has the openings' words (pages/job-openings.yaml).
 */
function openingPage(dir: string, file: string, language = ""): FormPage {
  const read = (file: string) => parse(fs.readFileSync(path.join(dir, file), "utf8")) as unknown;
  const words = read(`pages/${jobOpenings.folder}.yaml`) as OpeningWords;
  const contact = read("pages/contact.yaml") as { form: FormCopy };
  const front = parse(fs.readFileSync(path.join(dir, jobOpenings.folder, file), "utf8").split("---")[1]!) as {
    title: string;
    address: string;
  };
  return {
    path: `${language ? `/${language}` : ""}/${words.address}/${front.address}/`,
    subject: fillTemplate(words.entry.applySubject, { title: front.title }),
    copy: { ...contact.form, ...words.entry.applyForm },
  };
}

/** A page of another language with the contact form in the contact page's words (a landing page's contact-form section). */
function languagePage(page: string, language: string): FormPage {
  const contact = parse(fs.readFileSync(path.join(languagesDir, language, "pages", "contact.yaml"), "utf8")) as { form: FormCopy };
  return { path: page, copy: contact.form };
}

/** Whether a page of a build is a job opening's, as search engines tell: its structured data is a JobPosting. */
export const isOpeningPage = (publicDir: string, page: string) =>
  /"@type":"JobPosting"/.test(fs.readFileSync(path.join(publicDir, page, "index.html"), "utf8"));

export const formBuilds: readonly FormBuild[] = [
  { delivery: "none", publicDir: path.join(repo, "public"), pages: [contactPage] },
  // The real content too, with the form on a second page (the site's own build has none yet).
  { delivery: "none", site: `http://127.0.0.1:${listsPort()}`, publicDir: listsMinAwkwardPublic, pages: [formDemoPage] },
  // A German opening: its own words around the form, and a German subject.
  {
    delivery: "none",
    site: `http://127.0.0.1:${languagesPort()}`,
    publicDir: languagesPublic,
    // The launch page ends with the contact form, in each language.
    pages: [
      openingPage(path.join(languagesDir, "de"), "senior-frontend-engineer.md", "de"),
      { path: "/launch/" },
      languagePage("/de/launch/", "de"),
      languagePage("/ar/launch/", "ar"),
    ],
  },
  { delivery: "endpoint", publicDir: picturesPublic(), pages: [contactPage, formDemoPage] },
  {
    delivery: "netlify",
    publicDir: longContentPublic,
    pages: [
      contactPage,
      openingPage(longContentDir, "senior-frontend-engineer.md"),
      openingPage(longContentDir, "remote-backend-engineer.md"),
      // The launch page's last section is the form.
      { path: "/launch/" },
    ],
  },
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
