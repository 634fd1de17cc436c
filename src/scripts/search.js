// Site search with Pagefind (plugins/search-index): nothing loads until the visitor uses the field, and where Pagefind
// cannot load, the form goes on to the web search it names. Its words live in the page (src/templates/search.tsx), the
// counts' plural forms as JSON, chosen and filled by the helper the pages use (gatsby-node.ts bundles it in).
import { fillTemplate, numberText } from "../lib/entry-text";
import { countText } from "../lib/plural";

const form = document.querySelector("form[data-search]");
if (form) {
  const field = form.querySelector('input[type="search"]');
  const status = document.querySelector("[data-search-status]");
  const list = document.querySelector("[data-search-results]");
  const more = document.querySelector("[data-search-more]");
  const model = document.querySelector("template[data-search-result]").content.firstElementChild;
  const words = form.dataset;
  const [all, some] = [JSON.parse(words.results), JSON.parse(words.shown)];
  let pagefind;
  const load = () =>
    (pagefind ??= import(`${words.search}pagefind/pagefind.js`).then(async (module) => {
      await module.options({ baseUrl: words.search });
      await module.init();
      return module;
    }));
  const mark = model.querySelector("mark");
  // Pagefind's excerpt is the page's text, escaped, with <mark> around the words found: only text and marks are copied.
  const excerpt = (html) =>
    [...new DOMParser().parseFromString(html, "text/html").body.childNodes].map((node) => {
      const copy = node.nodeName === "MARK" ? mark.cloneNode() : document.createTextNode("");
      copy.textContent = node.textContent;
      return copy;
    });
  const item = (result) => {
    const li = model.cloneNode(true);
    li.querySelector("[data-result-kind]").textContent = result.meta.kind ?? "";
    const link = li.querySelector("[data-result-link]");
    link.href = result.url;
    link.textContent = result.meta.title ?? result.url;
    li.querySelector("[data-result-excerpt]").replaceChildren(...excerpt(result.excerpt));
    return li;
  };

  let latest = 0;
  let results = [];
  let query = "";
  // Ten results from `from` on, of search number `mine` (none once a newer one began): each result's data is a fragment
  // fetched on its own. The status says how many are shown of how many, and the button is there while some are not.
  const add = async (mine, from) => {
    const found = await Promise.all(results.slice(from, from + 10).map((result) => result.data()));
    if (mine !== latest) return [];
    const items = found.map(item);
    if (from === 0) list.replaceChildren(...items);
    else list.append(...items);
    const shown = list.children.length;
    const count = results.length;
    list.hidden = shown === 0;
    more.hidden = shown >= count;
    status.textContent = count
      ? countText(shown < count ? some : all, count, words.locale, { query, shown: numberText(shown, words.locale) })
      : fillTemplate(words.none, { query });
    return items;
  };

  const run = async (text) => {
    const mine = ++latest;
    const url = new URL(location.href);
    if (text) url.searchParams.set(field.name, text);
    else url.searchParams.delete(field.name);
    history.replaceState(history.state, "", url);
    more.hidden = true;
    if (!text.trim()) {
      status.textContent = "";
      list.hidden = true;
      return;
    }
    status.textContent = words.searching;
    const search = await (await load()).search(text);
    if (mine !== latest) return;
    [results, query] = [search.results, text];
    await add(mine, 0);
  };

  // The next ten, and the focus on the first of them, so that keyboard and screen-reader users go on reading there.
  let adding = false;
  more.addEventListener("click", async () => {
    if (adding) return;
    adding = true;
    try {
      const [first] = await add(latest, list.children.length);
      first?.querySelector("a").focus();
    } finally {
      adding = false;
    }
  });

  let timer;
  field.addEventListener("focus", () => load().catch(() => {}), { once: true });
  field.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => run(field.value).catch(() => {}), 250);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(timer);
    run(field.value).catch(() => form.submit());
  });
  const asked = new URLSearchParams(location.search).get(field.name);
  if (asked) {
    field.value = asked;
    run(asked).catch(() => {});
  }
}
