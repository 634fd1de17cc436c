/** @jest-environment node */
/**
 * Markdown is content, not code: HTML and links that could run code are refused by the check and shown
 * as text by the renderer. And what pages may use: placeholders, `::: if` blocks, heading ids, boxes.
 */
import { checkEntrySource } from "../../content-model/check";
import { formatProblem } from "../../content-model/problems";
import { sitePages } from "../../content-model/registry";
import { toHref } from "../links";
import { placeholderValues, renderMarkdown, renderPortableMarkdown, type PlaceholderSettings } from "../markdown";

const settings: PlaceholderSettings = {
  brand: "Vireo",
  siteName: "Vireo Solutions",
  siteUrl: "https://www.example.com",
  locale: "en_US",
  contact: {
    email: "hello@example.com",
    phone: "+1 555",
    supportHours: "9 to 5",
    replyPromise: "Soon.",
    messagingLabel: "Chat on Signal",
    formDelivery: "endpoint",
    formEndpoint: "https://forms.example.net/f/1",
  },
  footer: { socialLinks: [{ text: "Mastodon" }, { text: "GitHub" }, { text: "LinkedIn" }] },
  organization: { hours: { opens: "09:00", closes: "17:00" } },
};
const options = {
  values: placeholderValues(settings),
  newTabNote: "(opens in a new tab)",
  boxLabels: { tables: "Table", code: "Code example" },
  href: toHref,
};
const render = (markdown: string) => renderMarkdown(markdown, options);

const FRONT = "---\ntitle: T\ndescription: D\naddress: t\nindexed: true\nfooterList: none\nfooterOrder: 1\nupdated: 2026-11-20\n---\n";
/** The check's messages for a page whose text is `markdown` (the text starts on line 10). */
const check = (markdown: string) =>
  checkEntrySource(
    sitePages,
    `${FRONT}${markdown}`,
    "content/site-pages/t.md",
    { routes: ["/", "/contact"] },
    (address) => `/${address}`,
  ).map(formatProblem);

const RAW_HTML = "raw HTML is not allowed in a page:";

describe.each([
  ["script", "Hello <script>alert(1)</script>", "a <script> element, a program (pages may not run programs)"],
  ["onerror", '<img src="x" onerror="alert(1)">', "an event handler (such as onerror= or onclick=), a program"],
  ["iframe", '<iframe src="https://example.net"></iframe>', "an <iframe>, another website shown inside the page"],
  ["inline style", '<p style="color: red">Red</p>', "an inline style (the page's look comes from the site's stylesheet)"],
  [
    "raw form",
    '<form action="https://example.net"><button>Send</button></form>',
    "a <form> (forms belong to the Contact page, which checks and delivers them)",
  ],
])("%s", (_name, markdown, what) => {
  it("is refused by the check, naming the line and what it is", () => {
    expect(check(markdown)[0]).toBe(
      `content/site-pages/t.md:10: Markdown: ${RAW_HTML} ${what}. A page is written in Markdown only ("Writing a page" in CONTENT.md lists what it can hold); remove the HTML.`,
    );
  });

  it("would be shown as text, never as HTML", () => {
    const html = render(markdown);
    // No element but the paragraph, and no attribute inside any tag.
    expect(html).not.toMatch(/<(script|img|iframe|form|button)\b/);
    expect(html).not.toMatch(/<[^>]*\s(?:on\w+|style)=/);
    expect(html).toContain("&lt;");
  });
});

describe.each([
  ["javascript:", "[Click](javascript:alert(1))", "javascript"],
  ["data:", "[Open](data:text/html;base64,PHNjcmlwdD4=)", "data"],
])("a %s link", (_name, markdown, scheme) => {
  it("is refused by the check", () => {
    expect(check(markdown)).toEqual([
      `content/site-pages/t.md:10: Markdown: the link to "${/\]\((.*)\)$/.exec(markdown)?.[1]}" is not allowed (${scheme}: links run code or hide content). Link to a page of this site (such as /contact), a full address starting with https://, or mailto: or tel:.`,
    ]);
  });

  it("would be shown as its words, without a link", () => {
    const html = render(markdown);
    expect(html).not.toContain("<a");
    expect(html).not.toContain(`${scheme}:`);
  });
});

describe("a picture", () => {
  it("of this site's files, described, passes the check and is drawn by the page's picture function", () => {
    expect(check("Our team:\n\n![The team at work, {{company.brand}}](/images/uploads/team.jpg)")).toEqual([]);
    const drawn: [string, string][] = [];
    const html = renderMarkdown("![The team at work, {{company.brand}}](/images/uploads/team.jpg)", {
      ...options,
      picture: (src, alt) => (drawn.push([src, alt]), "<picture>…</picture>"),
    });
    expect(drawn).toEqual([["/images/uploads/team.jpg", "The team at work, Vireo"]]);
    expect(html).toBe("<p><picture>…</picture></p>\n");
  });

  it("without a picture function (or one that has none for it), shows as its description", () => {
    expect(render("![The team at work](/images/uploads/team.jpg)")).toBe("<p>The team at work</p>\n");
    expect(renderMarkdown("![A <b>team</b>](/images/uploads/team.jpg)", { ...options, picture: () => undefined })).toBe(
      "<p>A &lt;b&gt;team&lt;/b&gt;</p>\n",
    );
  });

  it.each([
    [
      "with no description",
      "![](/images/uploads/team.jpg)",
      "the picture /images/uploads/team.jpg has no description. Write what it shows between the brackets",
    ],
    [
      "described by its file name",
      "![IMG_2041.jpg](/images/uploads/IMG_2041.jpg)",
      'the picture /images/uploads/IMG_2041.jpg is described as "IMG_2041.jpg", which looks like a file name, not a description.',
    ],
    [
      "from another site",
      "![Our office](https://example.net/office.jpg)",
      'the picture "https://example.net/office.jpg" is not a picture file the site can use.',
    ],
    [
      "an SVG drawing",
      "![A chart](/images/uploads/chart.svg)",
      'the picture "/images/uploads/chart.svg" is not a picture file the site can use.',
    ],
  ])("%s is refused, naming the line", (_name, markdown, message) => {
    expect(check(`Text.\n\n${markdown}`)).toEqual([expect.stringContaining(`content/site-pages/t.md:12: Markdown: ${message}`)]);
  });

  it("inside a `::: if` block is checked whichever block shows", () => {
    expect(check("::: if contact.formDelivery is netlify\n![](/images/uploads/team.jpg)\n:::")).toEqual([
      expect.stringContaining("content/site-pages/t.md:11: Markdown: the picture /images/uploads/team.jpg has no description."),
    ]);
  });
});

it("a second main heading is refused", () => {
  expect(check("# Careers")[0]).toContain(
    'content/site-pages/t.md:10: Markdown: a page has one main heading, its title. Start the headings in the text with "## "',
  );
});

it("an unknown placeholder is refused, listing the ones there are", () => {
  expect(check("Write to {{contact.mail}}.")[0]).toMatch(
    /^content\/site-pages\/t\.md:10: Markdown: "\{\{contact\.mail\}\}" is not a value the site knows\. Use one of: \{\{company\.name\}\}, .*\{\{contact\.email\}\}/,
  );
});

it("fills placeholders from the settings, in text and in link addresses", () => {
  expect(render("{{company.name}}: [{{contact.email}}](mailto:{{contact.email}})")).toBe(
    '<p>Vireo Solutions: <a href="mailto:hello@example.com"><span dir="ltr">hello@example.com</span></a></p>\n',
  );
});

it("keeps addresses, numbers and code left to right in any language's text", () => {
  // In Arabic text "+1 (646) 555-0142" would show its groups in reverse order unless isolated.
  const arabic = { ...options, values: placeholderValues({ ...settings, contact: { ...settings.contact, phone: "+1 (646) 555-0142" } }) };
  expect(renderMarkdown("اتصل بنا على الرقم {{contact.phone}} ({{contact.supportHours}}) أو زر {{site.host}}.", arabic)).toBe(
    '<p>اتصل بنا على الرقم <span dir="ltr">+1 (646) 555-0142</span> (9 to 5) أو زر <span dir="ltr">www.example.com</span>.</p>\n',
  );
  expect(render("Run `npm run build` or {{contact.mail}}.")).toBe('<p>Run <code dir="ltr">npm run build</code> or {{contact.mail}}.</p>\n');
  expect(render("```\nx = 1\n```")).toMatch(/^<pre dir="ltr" /);
});

it("keeps only the ::: if block whose setting matches, with the file's line numbers", () => {
  const source =
    "A\n::: if contact.formDelivery is none\nNone.\n:::\n::: if contact.formDelivery is endpoint\nSent to {{contact.formEndpointHost}}.\n:::\nB";
  expect(render(source)).toBe('<p>A</p>\n<p>Sent to <span dir="ltr">forms.example.net</span>.</p>\n<p>B</p>\n');
  // The check reads every block, so what follows them keeps its line in the file.
  expect(check(`${source}\n# Title`)).toEqual([
    expect.stringMatching(/^content\/site-pages\/t\.md:18: Markdown: a page has one main heading/),
  ]);
});

it("refuses a `::: if` block that asks about an unknown setting", () => {
  expect(check("::: if contact.delivery is none\nx\n:::")[0]).toMatch(
    /t\.md:10: Markdown: "contact\.delivery" is not a setting a page can ask about/,
  );
});

it("refuses a `::: if` block that is never closed", () => {
  expect(check("::: if contact.formDelivery is none\nx")).toEqual([
    'content/site-pages/t.md:10: Markdown: this "::: if" block is never closed. Add a line ":::" where it ends.',
  ]);
});

it("gives headings unique ids that do not clash with the page's own", () => {
  expect(render("## Main\n\n## Our data\n\n## Our data")).toBe(
    '<h2 id="main-2">Main</h2>\n<h2 id="our-data">Our data</h2>\n<h2 id="our-data-2">Our data</h2>\n',
  );
});

it("gives ids to the headings of the blocks the page shows only", () => {
  expect(render("::: if social.count is 0\n## Profiles\n:::\n## Profiles")).toBe('<h2 id="profiles">Profiles</h2>\n');
});

it("never gives a heading the id of the page's end, which the first paint waits for", () => {
  expect(render("## Page end")).toBe('<h2 id="page-end-2">Page end</h2>\n');
});

it("opens other sites in a new tab, announced; site links get the site's form", () => {
  expect(render("[LinkedIn](https://www.linkedin.com/) and [contact us](/contact#form)")).toBe(
    '<p><a href="https://www.linkedin.com/" target="_blank" rel="noopener noreferrer">LinkedIn<span class="sr-only"> (opens in a new tab)</span></a> and <a href="/contact/#form">contact us</a></p>\n',
  );
});

it("puts tables and code in boxes that scroll on their own, can be scrolled from the keyboard, and are named from the settings", () => {
  const html = render("| a | b |\n| - | - |\n| 1 | 2 |\n\n```\nconst x = 1;\n```");
  expect(html).toMatch(/^<div class="overflow-x-auto" tabindex="0" role="group" aria-label="Table"><table>/);
  expect(html).toContain('<pre dir="ltr" tabindex="0" role="group" aria-label="Code example"><code>const x = 1;\n</code></pre>');
});

it("numbers the boxes when a page has several of a kind", () => {
  const table = "| a |\n| - |\n| 1 |\n\n";
  const html = render(`${table}${table}    indented code\n\n\`\`\`\nfenced\n\`\`\`\n`);
  expect([...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual(["Table 1", "Table 2", "Code example 1", "Code example 2"]);
});

it("for a feed reader or a job board, writes plain links and tables: no note for screen readers, no new tab, no boxes", () => {
  const html = renderPortableMarkdown("[LinkedIn](https://www.linkedin.com/) and [us](/contact)\n\n| a |\n| - |\n| 1 |\n\n```\nx\n```", {
    values: options.values,
    href: (to) => `https://www.example.com${toHref(to)}`,
  });
  expect(html).toBe(
    '<p><a href="https://www.linkedin.com/">LinkedIn</a> and <a href="https://www.example.com/contact/">us</a></p>\n' +
      "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>\n" +
      '<pre dir="ltr"><code>x\n</code></pre>\n',
  );
});

it("names the footer's social profiles and the messaging link from the settings, and can leave a sentence out when there are none", () => {
  const source =
    "::: if social.count is not 0\nOur profiles on {{social.names}}.\n:::\n::: if social.count is 0\nNo profiles.\n:::\nAnd {{contact.messagingLabel}}.";
  expect(render(source)).toBe("<p>Our profiles on Mastodon, GitHub, and LinkedIn.</p>\n<p>And Chat on Signal.</p>\n");
  const none = { ...options, values: placeholderValues({ ...settings, footer: { socialLinks: [] } }) };
  expect(renderMarkdown(source, none)).toBe("<p>No profiles.</p>\n<p>And Chat on Signal.</p>\n");
  const two = { ...options, values: placeholderValues({ ...settings, footer: { socialLinks: [{ text: "A" }, { text: "B" }] } }) };
  expect(renderMarkdown("{{social.names}}", two)).toBe("<p>A and B</p>\n");
});
