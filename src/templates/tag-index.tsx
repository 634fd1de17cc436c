import { graphql, type HeadFC, type PageProps } from "gatsby";
import { BackLink } from "../components/back-link";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { SiteLink } from "../components/site-link";
import type { TagIndexContext } from "../content-model/publish";
import { countText } from "../lib/plural";
import { required } from "../lib/required";

const wordsOf = (data: Queries.TagIndexPageQuery) => {
  const words = required(data.words, `the list's words (pages/<list>.yaml)`);
  if (!("tagsHeading" in words)) throw new Error(`pages/${words.address}.yaml has no words for the page of every tag`);
  return words;
};

/** The page of every tag of a list (/articles/tags/): each tag linked to its page, with how many entries it has. */
export default function TagIndexPage({ data, location, pageContext }: PageProps<Queries.TagIndexPageQuery, TagIndexContext>) {
  const words = wordsOf(data);
  const locale = required(data.settingsYaml, "settings.yaml").locale;
  return (
    <Layout pathname={location.pathname}>
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <section aria-labelledby="page-heading">
          <BackLink to={`/${words.address}`} label={words.allLabel} />
          <h1
            id="page-heading"
            className="mt-6 text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight hyphens-auto"
          >
            {words.tagsHeading}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted">{words.tagsDescription}</p>
          <ul className="mt-10 grid gap-3 sm:grid-cols-2">
            {pageContext.tags.map((tag) => (
              // The whole card takes the click (the link's ::after covers it); the link itself is the tag's name, so it reads
              // as a link, not a button, however many lines the name takes.
              <li
                key={tag.route}
                className="relative flex min-h-11 min-w-0 flex-col justify-center gap-0.5 rounded-lg border border-line bg-surface px-4 py-3 hover:border-brand"
              >
                <SiteLink
                  to={tag.route}
                  className="min-w-0 rounded-sm font-semibold break-words hyphens-auto text-brand decoration-2 underline-offset-4 after:absolute after:inset-0 after:rounded-lg hover:underline"
                >
                  {tag.name}
                </SiteLink>
                <span className="text-sm text-muted">{countText(words.tagCount, tag.count, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Layout>
  );
}

export const Head: HeadFC<Queries.TagIndexPageQuery, TagIndexContext> = ({ data, location, pageContext }) => {
  const words = wordsOf(data);
  return (
    <Seo
      pageContext={pageContext}
      title={words.tagsTitle}
      description={words.tagsDescription}
      pathname={location.pathname}
      image={words.shareImage}
    />
  );
};

export const query = graphql`
  query TagIndexPage($language: String!, $listAddress: String!) {
    settingsYaml(language: { eq: $language }) {
      locale
    }
    words: entryList(language: { eq: $language }, address: { eq: $listAddress }) {
      address
      allLabel
      shareImage {
        ...ShareImage
      }
      ... on TaggedEntryList {
        tagsTitle
        tagsHeading
        tagsDescription
        tagCount {
          ...PluralForms
        }
      }
    }
  }
`;
