import { graphql, type HeadFC, type PageProps } from "gatsby";
import { DayFact, EntryFacts } from "../components/entry-facts";
import { EntryHead } from "../components/entry-head";
import { EntryPage } from "../components/entry-page";
import { profilesOf } from "../components/person-links";
import { SiteLink } from "../components/site-link";
import type { EntryPageContext } from "../content-model/publish";
import { countText } from "../lib/plural";
import { required } from "../lib/required";

type ArticleData = Queries.ArticlePageQuery;

/** The author, chosen from the people: their name and their page. */
function authorOf(data: ArticleData) {
  const person = required(data.author, "people.yaml (the article's author)");
  const address = required(data.people, "pages/people.yaml").address;
  return { person, route: `/${address}/${person.yamlId}` };
}

/** "By {{author}}" with the name as a link to the author's page. */
function Byline({ template, name, to }: { template: string; name: string; to: string }) {
  const [before = "", after = ""] = template.split(/\{\{\s*author\s*\}\}/);
  return (
    <span>
      {before}
      <SiteLink
        to={to}
        className="rounded-sm font-semibold text-brand decoration-2 underline-offset-4 hover:text-brand-strong hover:underline"
      >
        {name}
      </SiteLink>
      {after}
    </span>
  );
}

/** An article: its author, day and reading time (its tags come with every tagged list's entries). */
export default function ArticlePage(page: PageProps<ArticleData, EntryPageContext>) {
  const { person, route } = authorOf(page.data);
  return (
    <EntryPage
      page={page}
      facts={(article, words, locale) => {
        const day = (label: string, date: string) => <DayFact key={label} label={label} date={date} locale={locale} />;
        const facts = [
          <Byline key="author" template={words.entry.byline} name={person.name} to={route} />,
          day(words.entry.published, article.date),
          ...(article.updated ? [day(words.entry.updated, article.updated)] : []),
          countText(words.entry.readingTime, article.readingMinutes, locale),
        ];
        return <EntryFacts facts={facts} />;
      }}
    />
  );
}

export const Head: HeadFC<ArticleData, EntryPageContext> = (page) => {
  const article = required(page.data.entry, "an article (content/articles/)");
  const { person, route } = authorOf(page.data);
  return (
    <EntryHead
      page={page}
      type="BlogPosting"
      entry={article}
      tags={article.tags}
      author={{ name: person.name, url: route, sameAs: profilesOf(person.links) }}
    />
  );
};

export const query = graphql`
  query ArticlePage($entry: String!, $language: String!, $author: String!) {
    words: articlesPageYaml(language: { eq: $language }) {
      ...EntryPageWords
      entry {
        byline
      }
    }
    entry: article(language: { eq: $language }, route: { eq: $entry }) {
      ...EntryPageFields
      tags
    }
    author: peopleYaml(yamlId: { eq: $author }, language: { eq: $language }) {
      yamlId
      name
      links {
        linkedin
        github
        website
      }
    }
    people: peoplePageYaml(language: { eq: $language }) {
      address
    }
    ...EntryPageData
  }
`;
