/**
 * The one way tests check structured data: Adobe's validator (@adobe/structured-data-validator)
 * decides, on what the extractor it is written for (@marbec/web-auto-extractor) finds in a page.
 * It applies Google's rich-result rules for the types it knows (JobPosting, Person, Organization,
 * BreadcrumbList, ImageObject …) and checks every type and property against schema.org's vocabulary.
 * The vocabulary is schema.org's release as @vocabulary/schema ships it (N-Quads), turned by jsonld.js
 * into the JSON-LD the validator reads (schema.org's own file has that shape): nothing is fetched.
 */
import fs from "node:fs";
import Validator, { type ValidationIssue } from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import jsonld from "jsonld";
import { scriptSafeJson } from "../src/components/structured-data";

export type StructuredDataIssue = {
  severity: "ERROR" | "WARNING";
  /** The type of the object the issue is about (`JobPosting`, `Organization` …). */
  type: string;
  /** The properties the validator names, e.g. `jobLocation.address.addressCountry`. */
  property: string;
  message: string;
  /** Where that object is, from the top: `JobPosting.hiringOrganization`. */
  at: string;
};

const SCHEMA_ORG = "http://schema.org/";
const vocabularyContext = {
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  rdfs: "http://www.w3.org/2000/01/rdf-schema#",
  schema: SCHEMA_ORG,
};

let validator: Promise<Validator> | undefined;

async function schemaOrgVocabulary(): Promise<object> {
  const nquads = fs.readFileSync(require.resolve("@vocabulary/schema/schema.nq"), "utf8");
  const graphs = (await jsonld.fromRDF(nquads, { format: "application/n-quads" })) as jsonld.NodeObject[];
  const graph = graphs.find((named) => named["@id"] === SCHEMA_ORG)?.["@graph"];
  if (!graph) throw new Error("@vocabulary/schema has no schema.org graph");
  return jsonld.compact({ "@graph": graph }, vocabularyContext);
}

/** Loaded once per test file (about 2 s): the vocabulary is 3,000 terms. */
function sharedValidator(): Promise<Validator> {
  validator ??= schemaOrgVocabulary().then((vocabulary) => new Validator(vocabulary));
  return validator;
}

const typeName = (type: string | string[] | undefined) => [type ?? "?"].flat().join("/");

function readable(issue: ValidationIssue): StructuredDataIssue {
  const path = issue.path ?? [];
  const at = path
    .map((step, i) => (i === 0 ? typeName(step.type) : step.property) + (i > 0 && step.index !== undefined ? `[${step.index}]` : ""))
    .join(".");
  return {
    severity: issue.severity,
    type: typeName(path.at(-1)?.type ?? issue.rootType),
    property: (issue.fieldNames ?? []).join(", "),
    message: issue.issueMessage,
    at: at || issue.rootType,
  };
}

/**
 * The validator's one rule Google's page contradicts: it recommends `jobLocationType` and
 * `applicantLocationRequirements` for every JobPosting, where Google asks for them on remote jobs only
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting#remote-jobs).
 * Their absence is no warning on an on-site job, one with a `jobLocation` and no `jobLocationType`.
 */
const REMOTE_ONLY = ["jobLocationType", "applicantLocationRequirements"];

function remoteOnlyOnSite(issue: ValidationIssue): boolean {
  const [field, ...more] = issue.fieldNames ?? [];
  if (issue.severity !== "WARNING" || issue.path?.length !== 1 || issue.rootType !== "JobPosting") return false;
  if (more.length > 0 || !REMOTE_ONLY.includes(field ?? "") || !issue.issueMessage.startsWith("Missing field")) return false;
  const posting = JSON.parse(issue.source ?? "{}") as Record<string, unknown>;
  return posting.jobLocation !== undefined && posting.jobLocationType === undefined;
}

/** Every error and warning the validator finds in a page's JSON-LD (and microdata or RDFa, if any). */
export async function validateStructuredData(html: string): Promise<StructuredDataIssue[]> {
  const extracted = new WebAutoExtractor().parse(html);
  const issues = await (await sharedValidator()).validate(extracted);
  return issues.filter((issue) => !remoteOnlyOnSite(issue)).map(readable);
}

/** A JSON-LD object in a script element, as a page carries it (src/components/structured-data.tsx). */
export const jsonLdScript = (data: object) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;

/** The same for JSON-LD objects, each in a script element as a page carries it. */
export function validateJsonLd(...objects: object[]): Promise<StructuredDataIssue[]> {
  return validateStructuredData(objects.map(jsonLdScript).join("\n"));
}

/** The JSON-LD objects of a page, as the extractor finds them, by type (to see that a page has the data at all). */
export function jsonLdTypes(html: string): string[] {
  return Object.keys(new WebAutoExtractor().parse(html).jsonld);
}
