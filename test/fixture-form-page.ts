/**
 * A page other than /contact/ with the contact form, its subject pre-filled the way a job opening's
 * page pre-fills it: written into a fixture's own copy of src/pages/ (never the repository's), so the
 * delivery tests (e2e/support/form-pages.ts) check the form's reuse before any such page ships.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fixtureSite, type Fixture } from "./site-build";

const position = "Senior Frontend Engineer";
export const formDemoPage = { path: "/apply-demo/", subject: `Application: ${position} (demo 8b1f)` } as const;

// What an opening's template does: its own ids around the form, the form's copy by fragment, the subject pre-filled.
const source = `import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ContactForm } from "../components/contact-form";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";

const position = ${JSON.stringify(position)};
const subject = ${JSON.stringify(formDemoPage.subject)};

export default function ApplyDemo({ data, location }: PageProps<Queries.ApplyDemoQuery>) {
  const { contact } = useSiteSettings();
  return (
    <Layout pathname={location.pathname}>
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-4xl font-bold">{position}</h1>
        <section aria-labelledby="how-to-apply" className="mt-10">
          <h2 id="how-to-apply" className="mb-6 text-2xl font-bold">How to apply</h2>
          <ContactForm copy={data.contactPageYaml!.form} contact={contact} subject={subject} idPrefix="apply" headingLevel={3} />
        </section>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = ({ location, pageContext }) => <Seo pageContext={pageContext} title={position} pathname={location.pathname} />;

export const query = graphql\`
  query ApplyDemo($language: String!) {
    contactPageYaml(language: { eq: $language }) {
      form {
        ...ContactFormCopy
      }
    }
  }
\`;
`;

/** `fixture` with the demo page in its copy of the site (rebuilt when the page changes). */
export function withFormDemoPage(fixture: Fixture): Fixture {
  return {
    ...fixture,
    key: `${fixture.key ?? ""}; form demo page ${createHash("sha256").update(source).digest("hex").slice(0, 12)}`,
    prepare: () => {
      fixture.prepare?.();
      fs.writeFileSync(path.join(fixtureSite(fixture.name), "src", "pages", "apply-demo.tsx"), source);
    },
  };
}
