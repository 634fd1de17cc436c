/**
 * What the build gives the hosts for a copy of the content with one article renamed in the editor (its old
 * address kept in formerAddresses) and the redirects an editor writes (content/redirects.yaml): an exact one, a
 * wildcard and a temporary one to another site. The host tests serve these on each host's own code.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent } from "../src/content-model/check";
import { loadContent } from "../src/content-model/load";
import { formatProblem } from "../src/content-model/problems";
import { planSite } from "../src/content-model/publish";
import { hostRedirects, type Redirect } from "../src/content-model/redirects";

const repo = path.resolve(__dirname, "..");

export const renamed = { from: "/articles/launch-notes/", to: "/articles/a-site-in-a-week/" } as const;

const article = `---
title: A site in a week
description: What we learnt launching a client's site in a week.
address: a-site-in-a-week
formerAddresses:
  - launch-notes
date: 2026-10-30
author: jonas-weber
---

We show working software every week.
`;

// The shipped content has no people; an article needs its author.
const author = "- id: jonas-weber\n  name: Jonas Weber\n  role: Writer\n  bio: Writes about building websites.\n";

const redirectsFile = `redirects:
  - from: /old/
    to: /about/
  - from: /blog/*
    to: /articles/:splat
  - from: /promo/
    to: https://shop.example.com/sale
    kind: temporary
`;

/** The redirects, in the order the build writes them; throws with the check's words if the copy has a problem. */
export function renamedArticleRedirects(): Redirect[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "renamed-article-"));
  try {
    const content = path.join(dir, "content");
    fs.cpSync(path.join(repo, "content"), content, { recursive: true });
    fs.mkdirSync(path.join(content, "articles"), { recursive: true });
    fs.writeFileSync(path.join(content, "articles", "a-site-in-a-week.md"), article);
    fs.writeFileSync(path.join(content, "redirects.yaml"), redirectsFile);
    fs.writeFileSync(path.join(content, "people.yaml"), author);
    const model = loadContent(content, "content");
    const problems = checkContent(model).problems;
    if (problems.length > 0) throw new Error(`the renamed article's content has problems:\n${problems.map(formatProblem).join("\n")}`);
    return hostRedirects(model, planSite(model, "2026-12-01"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
