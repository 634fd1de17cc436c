// Site search with Pagefind (plugins/search-index): nothing loads until the visitor uses the field, and where Pagefind
// cannot load, the form goes on to the web search it names. Its words live in the page (src/templates/search.tsx).
(() => {
  const form = document.querySelector("form[data-search]");
  if (!form) return;
  const field = form.querySelector('input[type="search"]');
  const status = document.querySelector("[data-search-status]");
  const list = document.querySelector("[data-search-results]");
  const model = document.querySelector("template[data-search-result]").content.firstElementChild;
  const words = form.dataset;
  let pagefind;
  const load = () =>
    (pagefind ??= import(`${words.search}pagefind/pagefind.js`).then(async (module) => {
      await module.options({ baseUrl: words.search });
      await module.init();
      return module;
    }));
  const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? "");
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
  const run = async (query) => {
    const mine = ++latest;
    const url = new URL(location.href);
    if (query) url.searchParams.set(field.name, query);
    else url.searchParams.delete(field.name);
    history.replaceState(history.state, "", url);
    if (!query.trim()) {
      status.textContent = "";
      list.hidden = true;
      return;
    }
    status.textContent = words.searching;
    const search = await (await load()).search(query);
    // The first ten: each result's data is a fragment fetched on its own.
    const found = await Promise.all(search.results.slice(0, 10).map((result) => result.data()));
    if (mine !== latest) return;
    list.replaceChildren(...found.map(item));
    list.hidden = found.length === 0;
    const count = search.results.length;
    status.textContent = fill(count === 0 ? words.none : count === 1 ? words.one : words.results, { query, count: String(count) });
  };

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
  const query = new URLSearchParams(location.search).get(field.name);
  if (query) {
    field.value = query;
    run(query).catch(() => {});
  }
})();
