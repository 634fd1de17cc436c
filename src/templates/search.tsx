import { graphql, withPrefix, type HeadFC, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import type { LanguageContext } from "../lib/languages";
import type { PluralForms } from "../lib/plural";
import { required } from "../lib/required";

/** The forms of a count for the page's script, without those the language leaves out. */
const formsJson = (forms: PluralForms) => JSON.stringify(forms, (_, value: unknown) => value ?? undefined);

/**
 * The search page. Without scripts its form opens a web search restricted to the site; with them,
 * src/scripts/search.js loads Pagefind's index of this language (plugins/search-index) only once the
 * visitor uses the field, and shows the results here ten at a time with the words the page holds.
 */
export default function SearchPage({ data, location }: PageProps<Queries.SearchPageQuery, LanguageContext>) {
  const page = required(data.searchPageYaml, "pages/search.yaml");
  const { locale } = required(data.settingsYaml, "settings.yaml");
  const { siteUrl } = useSiteSettings();
  return (
    <Layout pathname={location.pathname}>
      <section aria-labelledby="page-heading" className="mx-auto max-w-3xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16">
        <h1 id="page-heading" className="text-[clamp(1.75rem,1.1rem+3.2vw,3rem)] leading-tight font-bold tracking-tight">
          {page.heading}
        </h1>
        <form
          role="search"
          aria-labelledby="page-heading"
          action={page.engine.url}
          method="get"
          data-search={withPrefix("/")}
          data-searching={page.searching}
          data-results={formsJson(page.results)}
          data-shown={formsJson(page.shownResults)}
          data-none={page.noResults}
          data-locale={locale}
          className="mt-8"
        >
          <label htmlFor="search-field" className="block font-semibold text-ink">
            {page.fieldLabel}
          </label>
          <div className="mt-2 flex flex-wrap gap-3">
            <input
              id="search-field"
              type="search"
              name={page.engine.queryParameter}
              required
              autoComplete="off"
              enterKeyHint="search"
              className="min-h-11 min-w-0 flex-1 basis-64 rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink focus-visible:border-brand"
            />
            <input type="hidden" name={page.engine.siteParameter} value={new URL(siteUrl).host} />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 py-2 text-base font-semibold text-on-brand shadow-sm hover:bg-brand-strong"
            >
              {page.submitLabel}
            </button>
          </div>
          <noscript>
            <p className="mt-3 text-muted">{page.noScriptNote}</p>
          </noscript>
        </form>
        <p role="status" data-search-status className="mt-8 font-semibold text-ink empty:hidden" />
        <ol aria-label={page.resultsLabel} data-search-results hidden className="mt-4 flex flex-col gap-4" />
        <button
          type="button"
          data-search-more
          hidden
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-strong bg-surface px-5 py-2 text-base font-semibold text-brand-strong hover:bg-brand-soft"
        >
          {page.moreResults}
        </button>
        {/* What the script copies for each result (a template is no part of the page until then); its classes are in this page's styles. */}
        <template data-search-result>
          <li className="rounded-lg border border-line bg-surface p-4">
            <p className="text-sm text-muted" data-result-kind />
            {/* eslint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid -- the script gives each copy its address and title */}
            <a data-result-link className="mt-1 block text-lg font-semibold text-brand-strong underline-offset-4 hover:underline" />
            <p data-result-excerpt className="mt-2 text-ink">
              <mark className="rounded-sm bg-brand-soft font-semibold text-ink" />
            </p>
          </li>
        </template>
        {typeof SEARCH_SCRIPT === "string" ? <script dangerouslySetInnerHTML={{ __html: SEARCH_SCRIPT }} /> : null}
      </section>
    </Layout>
  );
}

export const Head: HeadFC<Queries.SearchPageQuery, LanguageContext> = ({ data, location, pageContext }) => {
  const page = required(data.searchPageYaml, "pages/search.yaml");
  return <Seo pageContext={pageContext} title={page.title} description={page.description} pathname={location.pathname} />;
};

export const query = graphql`
  query SearchPage($language: String!) {
    searchPageYaml(language: { eq: $language }) {
      title
      description
      heading
      fieldLabel
      submitLabel
      noScriptNote
      engine {
        url
        queryParameter
        siteParameter
      }
      resultsLabel
      searching
      results {
        ...PluralForms
      }
      shownResults {
        ...PluralForms
      }
      moreResults
      noResults
    }
    settingsYaml(language: { eq: $language }) {
      locale
    }
  }
`;
