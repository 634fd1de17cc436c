/**
 * Content for the articles fixtures (test/fixture-builds.ts `articles-5` … `articles-5000`, and
 * `articles-<n>-en-de-ar` in three languages): the real content plus `count` generated articles and a
 * few case studies, so that the build's time can be measured as a site grows (bench/entries.ts,
 * `npm run bench:entries`) and the entry pages can be benched (`npm run bench -- --fixture articles`).
 *
 * Generated, not committed: 500 files would be noise in every diff. The same count gives the same
 * files (a seeded generator, fixed dates), so a rebuild compares like with like:
 *
 * - titles: no two alike, as editors write them (six patterns, ten subjects and a number), so each
 *   article's share picture is drawn (at 5,000 articles, 5,000 pictures);
 * - text: a few paragraphs of plain English sentences about the kind of work the site sells, drawn
 *   from a small bank, sometimes with a section heading, a list or a link to an older article, so the
 *   pages have what real articles have (reading times that differ, related articles, links the check
 *   follows);
 * - two to four tags each from a set of eight, so every tag has a page (and pages of them at 500);
 * - dates spread over the five years before FIXED_END, newest first, none in the future;
 * - a cover picture on the first (newest) article and then on every tenth, taken from three real
 *   files (two photo-like JPEGs, one PNG with transparency) that `writeCovers` makes with sharp at
 *   prepare time, as test/pictures.ts makes the pictures fixture's photos;
 * - three case studies, the newest with a cover;
 * - in three languages (writeLanguagesArticlesContent): the languages fixture's content
 *   (test/fixture-languages.ts) with every article and case study also in German and Arabic, each
 *   the same entry in the other language: the same file name, address, date, cover and structure,
 *   its words from parallel German and Arabic banks (the same draws, so sentence n is sentence n's
 *   translation), so that the content check has nothing to warn about per entry.
 *
 * Command line: `npx tsx test/fixture-articles.ts <folder>` writes the covers into <folder> (the
 * fixture's copy of static/images/uploads/; the fixture's synchronous `prepare` calls it).
 */
import fs from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { writeLanguagesContent, translatedLanguages } from "./fixture-languages";
import { photoJpeg, random, transparentPng } from "./pictures";
import { yamlStringifyOptions } from "../src/content-model/cms-config";
import { slug as idOf } from "../src/lib/slug";

const repo = path.resolve(__dirname, "..");

/** The newest article's date: fixed, so the same count always gives the same files. */
const FIXED_END = Date.UTC(2026, 9, 30);
const DAY = 86_400_000;
const YEARS = 5;

/** The cover files, written into the fixture's static/images/uploads/. */
export const covers = [{ file: "cover-desk.jpg" }, { file: "cover-team.jpg" }, { file: "cover-mark.png" }] as const;

/** Writes the cover files into `folder`: photo-like, at the 1600 pixels the check asks for. */
export async function writeCovers(folder: string): Promise<void> {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, covers[0].file), await photoJpeg(1600, 1000, 31));
  fs.writeFileSync(path.join(folder, covers[1].file), await photoJpeg(1600, 1067, 32));
  fs.writeFileSync(path.join(folder, covers[2].file), await transparentPng(1600, 900));
}

const TAGS = [
  "Design systems",
  "Accessibility",
  "Performance",
  "Hosting",
  "Content editing",
  "Search",
  "Mobile apps",
  "Project management",
];

const SUBJECTS = [
  "design systems",
  "accessible forms",
  "fast pages",
  "static hosting",
  "editing content",
  "search rankings",
  "mobile releases",
  "project estimates",
  "image pipelines",
  "small teams",
];
/** A title: a subject and a number (3 and up) in one of six patterns; no two articles share one (see plannedArticles). */
type TitlePattern = (subject: string, n: number) => string;
const TITLE_PATTERNS: readonly TitlePattern[] = [
  (s, n) => `${n} lessons on ${s}`,
  (s, n) => `${n} mistakes with ${s}`,
  (s, n) => `${n} reasons to care about ${s}`,
  (s, n) => `Notes on ${s}, part ${n}`,
  (s, n) => `${n} questions about ${s}`,
  (s, n) => `${n} tips for ${s}`,
];

const SENTENCES = [
  "Most of our clients come to us with a site that grew one page at a time, and it shows.",
  "The first week of a project is spent listening: to the people who sell, the people who answer the phone, and the people who buy.",
  "A page that loads in under a second on a cheap phone is not a luxury; it is the difference between a visit and a bounce.",
  "We write down every decision in plain words, so that whoever maintains the site next year knows why it is the way it is.",
  "Small, boring releases beat big, exciting ones: each change is easy to check and easy to undo.",
  "Editors should never need a developer to fix a typo, and a good content model makes sure they do not.",
  "Accessibility is not a checklist at the end; it is a habit from the first sketch.",
  "Keyboard users, screen reader users and people on slow connections find the same problems, only sooner.",
  "We measure before we optimise, because the slow part is rarely the part everyone suspects.",
  "Pictures are usually the heaviest thing on a page, so the build makes small modern copies of every one.",
  "A design system earns its keep when a new page takes an afternoon instead of a sprint.",
  "The best estimate is a range, with the reasons it could be wider written next to it.",
  "Hosting a static site costs very little, and there is almost nothing on the server to break or to patch.",
  "Search engines reward pages that answer a question clearly, quickly and in the words people actually use.",
  "A mobile release is only done when it is in the store, reviewed, and installed on a real phone.",
  "We keep the number of tools small, and we know each of them well.",
  "Every form on a client's site is tested the way a customer would use it, including the mistakes.",
  "Content that nobody owns goes out of date, so every page has a name next to it in our plans.",
  "Meetings are shorter when the question is written down before anyone joins the call.",
  "A shared glossary saves more arguments than any process we have tried.",
  "Our designers and developers review each other's work, which catches problems neither would see alone.",
  "Old links are redirected, never dropped: somebody bookmarked them, and search engines remember them.",
  "We show working software every week, even when it is rough, because feedback on a drawing is guesswork.",
  "The client's team should be able to run the site without us, and we consider that a success.",
  "Colour contrast, focus outlines and clear labels help everyone, not only the people who need them most.",
  "Caching is the cheapest performance work there is, as long as it is invalidated correctly.",
  "A short text that says one thing well beats a long one that says five things vaguely.",
  "We prefer standard HTML elements to clever widgets, because browsers already know how to make them accessible.",
  "Translation is easier when the words are kept out of the code from the start.",
  "The launch is the beginning of the work, not the end: the first month of real visitors teaches us the most.",
];

const HEADINGS = ["Where we started", "What changed", "What we would do again", "What we would do differently", "The details"];

const LIST_ITEMS = [
  "Write the goal in one sentence",
  "Measure the slowest page on a real phone",
  "Ask an editor to change a heading without help",
  "Check every form with the keyboard alone",
  "Keep a list of old addresses and where they go now",
  "Agree on who owns each page",
];

const AUTHORS = ["Maya Chen", "Daniel Okafor", "Sofia Lindqvist", "Jonas Weber"];

/** The words an entry is made of, in one language; every list as long as the English one (the same draws pick the translation). */
type Words = {
  tags: readonly string[];
  subjects: readonly string[];
  titlePatterns: readonly TitlePattern[];
  sentences: readonly string[];
  headings: readonly string[];
  listItems: readonly string[];
  /** The role and bio of an author the content has no person for yet (people.yaml). */
  author: { role: string; bio: string };
  coverAlts: readonly string[];
  /** The second sentence of every article's description. */
  descriptionEnd: string;
  /** The sentence linking to an older article. */
  olderLink: (title: string, address: string) => string;
  caseStudies: readonly { title: string; client: string; industry: string; results: readonly string[][] }[];
  caseStudyDescription: (client: string, services: number) => string;
};

export type ArticleLanguage = "en" | "de" | "ar";

const english: Words = {
  tags: TAGS,
  subjects: SUBJECTS,
  titlePatterns: TITLE_PATTERNS,
  sentences: SENTENCES,
  headings: HEADINGS,
  listItems: LIST_ITEMS,
  author: { role: "Writer", bio: "Writes about building websites, apps and software for growing businesses." },
  coverAlts: ["A laptop on a desk beside a notebook of wireframes", "Three people at a screen reviewing a design", ""],
  descriptionEnd: "Notes from a recent project, for anyone who builds or buys websites.",
  olderLink: (title, address) => `We wrote about this before in [${title.toLowerCase()}](/articles/${address}).`,
  caseStudies: [
    {
      title: "A faster shop for a bakery",
      client: "Rye & Crumb Bakery",
      industry: "Food",
      results: [
        ["Orders placed online", "+40%"],
        ["Page load on a phone", "0.9 s"],
      ],
    },
    {
      title: "An app for field technicians",
      client: "Northline Heating",
      industry: "Building services",
      results: [["Paperwork per visit", "-70%"]],
    },
    {
      title: "A clinic that patients can find",
      client: "Harbour Physiotherapy",
      industry: "Healthcare",
      results: [
        ["Bookings from search", "2×"],
        ["Accessibility issues", "0"],
      ],
    },
  ],
  caseStudyDescription: (client, services) => `How ${client} works with us: ${services} services, and what changed for its customers.`,
};

const german: Words = {
  tags: ["Designsysteme", "Barrierefreiheit", "Ladezeiten", "Webhosting", "Redaktion", "Suchmaschinen", "Mobile Apps", "Projektmanagement"],
  subjects: [
    "Designsysteme",
    "barrierefreie Formulare",
    "schnelle Seiten",
    "statisches Hosting",
    "Inhalte bearbeiten",
    "Suchergebnisse",
    "mobile Releases",
    "Projektschätzungen",
    "Bild-Pipelines",
    "kleine Teams",
  ],
  titlePatterns: [
    (s, n) => `${n} Lektionen: ${s}`,
    (s, n) => `${n} Fehler: ${s}`,
    (s, n) => `${n} Gründe für ${s}`,
    (s, n) => `Notizen: ${s}, Teil ${n}`,
    (s, n) => `${n} Fragen: ${s}`,
    (s, n) => `${n} Tipps: ${s}`,
  ],
  sentences: [
    "Die meisten unserer Kunden kommen mit einer Website zu uns, die Seite für Seite gewachsen ist, und das sieht man.",
    "Die erste Woche eines Projekts verbringen wir mit Zuhören: bei denen, die verkaufen, denen, die ans Telefon gehen, und denen, die kaufen.",
    "Eine Seite, die auf einem günstigen Telefon in unter einer Sekunde lädt, ist kein Luxus; sie ist der Unterschied zwischen einem Besuch und einem Absprung.",
    "Wir halten jede Entscheidung in einfachen Worten fest, damit auch, wer die Website im nächsten Jahr betreut, weiß, warum sie so ist, wie sie ist.",
    "Kleine, langweilige Releases schlagen große, aufregende: Jede Änderung ist leicht zu prüfen und leicht zurückzunehmen.",
    "Redakteure sollten nie einen Entwickler brauchen, um einen Tippfehler zu beheben, und ein gutes Inhaltsmodell sorgt dafür.",
    "Barrierefreiheit ist keine Checkliste am Ende, sondern eine Gewohnheit ab der ersten Skizze.",
    "Tastaturnutzer, Screenreader-Nutzer und Menschen mit langsamer Verbindung finden dieselben Probleme, nur früher.",
    "Wir messen, bevor wir optimieren, denn der langsame Teil ist selten der, den alle vermuten.",
    "Bilder sind meist das Schwerste auf einer Seite, also macht der Build von jedem kleine, moderne Kopien.",
    "Ein Designsystem lohnt sich, wenn eine neue Seite einen Nachmittag statt eines Sprints dauert.",
    "Die beste Schätzung ist eine Spanne, und daneben stehen die Gründe, warum sie breiter werden könnte.",
    "Eine statische Website zu hosten kostet sehr wenig, und auf dem Server gibt es fast nichts, das kaputtgehen oder gepatcht werden muss.",
    "Suchmaschinen belohnen Seiten, die eine Frage klar, schnell und in den Worten beantworten, die Menschen wirklich benutzen.",
    "Ein mobiles Release ist erst fertig, wenn es im Store ist, geprüft und auf einem echten Telefon installiert.",
    "Wir halten die Zahl unserer Werkzeuge klein und kennen jedes davon gut.",
    "Jedes Formular auf der Website eines Kunden testen wir so, wie ein Kunde es benutzen würde, Fehler eingeschlossen.",
    "Inhalte, die niemandem gehören, veralten, deshalb steht in unseren Plänen neben jeder Seite ein Name.",
    "Besprechungen sind kürzer, wenn die Frage aufgeschrieben ist, bevor jemand dem Anruf beitritt.",
    "Ein gemeinsames Glossar erspart mehr Streit als jeder Prozess, den wir ausprobiert haben.",
    "Unsere Designer und Entwickler prüfen gegenseitig ihre Arbeit und finden so Probleme, die keiner allein sehen würde.",
    "Alte Links werden umgeleitet, nie gelöscht: Jemand hat sie gespeichert, und Suchmaschinen erinnern sich an sie.",
    "Wir zeigen jede Woche funktionierende Software, auch wenn sie noch roh ist, denn Rückmeldungen zu einer Zeichnung sind Raterei.",
    "Das Team des Kunden sollte die Website ohne uns betreiben können, und das sehen wir als Erfolg.",
    "Farbkontrast, sichtbarer Fokus und klare Beschriftungen helfen allen, nicht nur denen, die sie am meisten brauchen.",
    "Caching ist die günstigste Arbeit an der Geschwindigkeit, die es gibt, solange der Cache richtig geleert wird.",
    "Ein kurzer Text, der eine Sache gut sagt, schlägt einen langen, der fünf Dinge vage sagt.",
    "Wir ziehen normale HTML-Elemente cleveren Widgets vor, weil Browser schon wissen, wie man sie barrierefrei macht.",
    "Übersetzen ist leichter, wenn die Texte von Anfang an aus dem Code herausgehalten werden.",
    "Der Launch ist der Anfang der Arbeit, nicht das Ende: Der erste Monat mit echten Besuchern lehrt uns am meisten.",
  ],
  headings: [
    "Wo wir angefangen haben",
    "Was sich geändert hat",
    "Was wir wieder tun würden",
    "Was wir anders machen würden",
    "Die Einzelheiten",
  ],
  listItems: [
    "Das Ziel in einem Satz aufschreiben",
    "Die langsamste Seite auf einem echten Telefon messen",
    "Eine Redakteurin eine Überschrift ohne Hilfe ändern lassen",
    "Jedes Formular nur mit der Tastatur prüfen",
    "Alte Adressen auflisten und wohin sie jetzt führen",
    "Festlegen, wem welche Seite gehört",
  ],
  author: { role: "Autorin", bio: "Schreibt darüber, wie man Websites, Apps und Software für wachsende Unternehmen baut." },
  coverAlts: [
    "Ein Laptop auf einem Schreibtisch neben einem Notizbuch mit Wireframes",
    "Drei Personen vor einem Bildschirm bei der Durchsicht eines Entwurfs",
    "",
  ],
  descriptionEnd: "Notizen aus einem aktuellen Projekt, für alle, die Websites bauen oder kaufen.",
  olderLink: (title, address) => `Darüber haben wir schon geschrieben: [${title}](/articles/${address}).`,
  caseStudies: [
    {
      title: "Ein schnellerer Shop für eine Bäckerei",
      client: "Bäckerei Rye & Crumb",
      industry: "Lebensmittel",
      results: [
        ["Bestellungen online", "+40%"],
        ["Ladezeit auf dem Telefon", "0,9 s"],
      ],
    },
    {
      title: "Eine App für Servicetechniker",
      client: "Northline Heizungstechnik",
      industry: "Gebäudetechnik",
      results: [["Papierkram pro Einsatz", "-70%"]],
    },
    {
      title: "Eine Praxis, die Patienten finden",
      client: "Physiotherapie Harbour",
      industry: "Gesundheitswesen",
      results: [
        ["Buchungen über die Suche", "2×"],
        ["Probleme mit der Barrierefreiheit", "0"],
      ],
    },
  ],
  caseStudyDescription: (client, services) =>
    `Wie ${client} mit uns arbeitet: ${services} Leistungen, und was sich für die Kundschaft geändert hat.`,
};

const arabicRules = new Intl.PluralRules("ar");
const arabicCount = (n: number, few: string, many: string) => (arabicRules.select(n) === "few" ? few : many);

const arabic: Words = {
  tags: ["أنظمة التصميم", "سهولة الوصول", "الأداء", "الاستضافة", "تحرير المحتوى", "البحث", "تطبيقات الجوال", "إدارة المشاريع"],
  subjects: [
    "أنظمة التصميم",
    "النماذج سهلة الوصول",
    "الصفحات السريعة",
    "الاستضافة الثابتة",
    "تحرير المحتوى",
    "ترتيب نتائج البحث",
    "إصدارات تطبيقات الجوال",
    "تقديرات المشاريع",
    "معالجة الصور",
    "الفرق الصغيرة",
  ],
  // From 3 to 10 the counted noun is plural, from 11 on singular (CLDR's "few" and "many").
  titlePatterns: [
    (s, n) => `${n} ${arabicCount(n, "دروس", "درسًا")} في ${s}`,
    (s, n) => `${n} ${arabicCount(n, "أخطاء", "خطأً")} في ${s}`,
    (s, n) => `${n} ${arabicCount(n, "أسباب", "سببًا")} للاهتمام بـ${s}`,
    (s, n) => `ملاحظات حول ${s}، الجزء ${n}`,
    (s, n) => `${n} ${arabicCount(n, "أسئلة", "سؤالًا")} حول ${s}`,
    (s, n) => `${n} ${arabicCount(n, "نصائح", "نصيحةً")} في ${s}`,
  ],
  sentences: [
    "يأتي إلينا معظم عملائنا بموقع نما صفحةً بعد صفحة، ويظهر ذلك بوضوح.",
    "نقضي الأسبوع الأول من كل مشروع في الاستماع: إلى من يبيعون، ومن يردّون على الهاتف، ومن يشترون.",
    "الصفحة التي تُحمَّل في أقل من ثانية على هاتف رخيص ليست رفاهية، بل هي الفرق بين زيارة ومغادرة.",
    "نكتب كل قرار بكلمات بسيطة، حتى يعرف من يصون الموقع في العام القادم لماذا هو على ما هو عليه.",
    "الإصدارات الصغيرة المملة أفضل من الكبيرة المثيرة: كل تغيير سهل الفحص وسهل التراجع عنه.",
    "لا ينبغي أن يحتاج المحررون إلى مطوّر لتصحيح خطأ إملائي، ونموذج المحتوى الجيد يضمن ذلك.",
    "سهولة الوصول ليست قائمة تحقق في النهاية، بل عادة تبدأ من أول رسم.",
    "مستخدمو لوحة المفاتيح وقارئات الشاشة وأصحاب الاتصالات البطيئة يجدون المشكلات نفسها، لكن في وقت أبكر.",
    "نقيس قبل أن نحسّن، لأن الجزء البطيء نادرًا ما يكون الجزء الذي يشكّ فيه الجميع.",
    "الصور عادةً أثقل ما في الصفحة، لذلك يصنع البناء نسخًا صغيرة وحديثة من كل صورة.",
    "يثبت نظام التصميم قيمته حين تستغرق صفحة جديدة ظهيرة واحدة بدلًا من دورة عمل كاملة.",
    "أفضل تقدير هو نطاق، تُكتب بجانبه أسباب احتمال اتساعه.",
    "استضافة موقع ثابت تكلّف القليل جدًا، ولا يكاد يوجد على الخادم ما يتعطل أو يحتاج إلى ترقيع.",
    "تكافئ محركات البحث الصفحات التي تجيب عن سؤال بوضوح وسرعة وبالكلمات التي يستخدمها الناس فعلًا.",
    "لا يكتمل إصدار تطبيق الجوال إلا حين يصل إلى المتجر ويُراجَع ويُثبَّت على هاتف حقيقي.",
    "نُبقي عدد أدواتنا قليلًا، ونعرف كل واحدة منها جيدًا.",
    "نختبر كل نموذج في موقع العميل كما سيستخدمه الزبون، بما في ذلك الأخطاء.",
    "المحتوى الذي لا يملكه أحد يتقادم، لذلك تحمل كل صفحة في خططنا اسم المسؤول عنها.",
    "تكون الاجتماعات أقصر حين يُكتب السؤال قبل أن ينضم أي أحد إلى المكالمة.",
    "يوفّر قاموس المصطلحات المشترك من الخلافات أكثر من أي إجراء جرّبناه.",
    "يراجع مصممونا ومطورونا عمل بعضهم بعضًا، فيكتشفون مشكلات لا يراها أحدهم وحده.",
    "الروابط القديمة تُحوَّل ولا تُحذف أبدًا: فقد حفظها أحدهم، ومحركات البحث تتذكرها.",
    "نعرض برمجيات تعمل كل أسبوع، حتى لو كانت خامًا، لأن الملاحظات على رسم مجرد تخمين.",
    "ينبغي أن يتمكن فريق العميل من تشغيل الموقع من دوننا، ونعدّ ذلك نجاحًا.",
    "تباين الألوان وإطارات التركيز والتسميات الواضحة تساعد الجميع، لا من يحتاجونها أكثر فحسب.",
    "التخزين المؤقت أرخص عمل لتحسين الأداء، ما دام يُبطَل بطريقة صحيحة.",
    "النص القصير الذي يقول شيئًا واحدًا جيدًا أفضل من نص طويل يقول خمسة أشياء بغموض.",
    "نفضّل عناصر HTML القياسية على الأدوات الذكية، لأن المتصفحات تعرف مسبقًا كيف تجعلها سهلة الوصول.",
    "تصبح الترجمة أسهل حين تبقى النصوص خارج الشيفرة منذ البداية.",
    "الإطلاق بداية العمل لا نهايته: الشهر الأول من الزوار الحقيقيين يعلّمنا أكثر من أي شيء.",
  ],
  headings: ["من أين بدأنا", "ما الذي تغيّر", "ما سنفعله مجددًا", "ما سنفعله بشكل مختلف", "التفاصيل"],
  listItems: [
    "اكتب الهدف في جملة واحدة",
    "قِس أبطأ صفحة على هاتف حقيقي",
    "اطلب من محرر تغيير عنوان دون مساعدة",
    "افحص كل نموذج بلوحة المفاتيح وحدها",
    "احتفظ بقائمة العناوين القديمة ووجهاتها الجديدة",
    "اتفقوا على مسؤول كل صفحة",
  ],
  author: { role: "كاتبة", bio: "تكتب عن بناء المواقع والتطبيقات والبرمجيات للشركات النامية." },
  coverAlts: ["حاسوب محمول على مكتب بجانب دفتر فيه مخططات صفحات", "ثلاثة أشخاص أمام شاشة يراجعون تصميمًا", ""],
  descriptionEnd: "ملاحظات من مشروع حديث، لكل من يبني مواقع الويب أو يشتريها.",
  olderLink: (title, address) => `كتبنا عن هذا من قبل في [${title}](/articles/${address}).`,
  caseStudies: [
    {
      title: "متجر أسرع لمخبز",
      client: "مخبز راي آند كرامب",
      industry: "الأغذية",
      results: [
        ["الطلبات عبر الإنترنت", "+40%"],
        ["تحميل الصفحة على الهاتف", "0.9 ث"],
      ],
    },
    { title: "تطبيق لفنيي الميدان", client: "نورثلاين للتدفئة", industry: "خدمات المباني", results: [["الأوراق في كل زيارة", "-70%"]] },
    {
      title: "عيادة يجدها المرضى",
      client: "هاربر للعلاج الطبيعي",
      industry: "الرعاية الصحية",
      results: [
        ["الحجوزات من البحث", "2×"],
        ["مشكلات سهولة الوصول", "0"],
      ],
    },
  ],
  caseStudyDescription: (client, services) => `كيف تعمل ${client} معنا: ${services} خدمات، وما الذي تغيّر لعملائها.`,
};

const WORDS: Record<ArticleLanguage, Words> = { en: english, de: german, ar: arabic };

export type GeneratedArticle = { file: string; address: string; title: string; date: string };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The article's address: its title's words and its number. */
const slug = (title: string, n: number) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}-${n}`;

/**
 * The articles' addresses, titles and dates, newest first (index 0), without writing anything: the
 * titles in `language`, the addresses from the English titles (an address is the same in every language).
 */
export function plannedArticles(count: number, language: ArticleLanguage = "en"): GeneratedArticle[] {
  const span = YEARS * 365 * DAY;
  // Every pattern with every subject, then the next number: as many different titles as articles, each drawn as its own share picture.
  const combinations = TITLE_PATTERNS.length * SUBJECTS.length;
  const title = (words: Words, i: number) =>
    words.titlePatterns[i % TITLE_PATTERNS.length]!(
      words.subjects[Math.floor(i / TITLE_PATTERNS.length) % SUBJECTS.length]!,
      3 + Math.floor(i / combinations),
    );
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    const address = slug(title(english, i), n);
    const date = isoDay(FIXED_END - Math.floor((i * span) / Math.max(count, 1) / DAY) * DAY);
    return { file: `${address}.md`, address, title: title(WORDS[language], i), date };
  });
}

/** Draws `count` different items of `from`. */
function pick<T>(next: () => number, from: readonly T[], count: number): T[] {
  const pool = [...from];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return out;
}

function paragraph(next: () => number, words: Words): string {
  return pick(next, words.sentences, 3 + Math.floor(next() * 3)).join(" ");
}

/** The Markdown text of article `i`: three to five paragraphs, sometimes a heading, a list, a link to an older article. */
function articleText(next: () => number, older: GeneratedArticle | undefined, words: Words): string {
  const blocks = [paragraph(next, words), paragraph(next, words)];
  if (next() < 0.5) blocks.push(`## ${pick(next, words.headings, 1)[0]}`);
  blocks.push(paragraph(next, words));
  if (next() < 0.3)
    blocks.push(
      pick(next, words.listItems, 3)
        .map((item) => `- ${item}`)
        .join("\n"),
    );
  if (older && next() < 0.4) blocks.push(words.olderLink(older.title, older.address));
  if (next() < 0.5) blocks.push(paragraph(next, words));
  return blocks.join("\n\n");
}

const frontMatter = (data: Record<string, unknown>) => `---\n${stringify(data, yamlStringifyOptions)}---\n\n`;
const cover = (n: number, words: Words) => ({
  src: `/images/uploads/${covers[n % covers.length]!.file}`,
  alt: words.coverAlts[n % covers.length]!,
});

/** What every language's case studies share (their words are in Words.caseStudies). */
const CASE_STUDIES = [
  { address: "a-faster-shop-for-a-bakery", services: ["web-development", "hosting"] },
  { address: "an-app-for-field-technicians", services: ["mobile-app-development", "ui-ux-design"] },
  { address: "a-clinic-that-patients-can-find", services: ["search-engine-optimization", "digital-marketing", "web-development"] },
] as const;

/** The authors as people (people.yaml), with the same ids and names in every language: articles name them by id. */
function addAuthors(folder: string, words: Words) {
  const file = path.join(folder, "people.yaml");
  const people = (fs.existsSync(file) ? (parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>[] | null) : null) ?? [];
  for (const name of AUTHORS)
    if (!people.some((person) => person.id === idOf(name))) people.push({ id: idOf(name), name, ...words.author });
  fs.writeFileSync(file, stringify(people, yamlStringifyOptions));
}

/**
 * Writes `count` articles and the three case studies in `language` into `folder` (the content
 * folder for the default language, content/<code>/ for another). The same draws in every language:
 * article i has the same structure, tags, author and cover in each. Returns the articles, newest first.
 */
function writeEntries(folder: string, count: number, language: ArticleLanguage): GeneratedArticle[] {
  const words = WORDS[language];
  addAuthors(folder, words);
  const articles = plannedArticles(count, language);
  fs.mkdirSync(path.join(folder, "articles"), { recursive: true });
  articles.forEach((article, i) => {
    const next = random(1000 + i);
    const data: Record<string, unknown> = {
      title: article.title,
      description: `${pick(next, words.sentences, 1)[0]} ${words.descriptionEnd}`,
      address: article.address,
      date: article.date,
      author: idOf(pick(next, AUTHORS, 1)[0]!),
      tags: pick(next, words.tags, 2 + Math.floor(next() * 3)),
      ...(i % 10 === 0 ? { cover: cover(i / 10, words) } : {}),
    };
    fs.writeFileSync(path.join(folder, "articles", article.file), frontMatter(data) + articleText(next, articles[i + 1], words) + "\n");
  });
  fs.mkdirSync(path.join(folder, "case-studies"), { recursive: true });
  CASE_STUDIES.forEach((study, i) => {
    const next = random(2000 + i);
    const own = words.caseStudies[i]!;
    const data = {
      title: own.title,
      description: words.caseStudyDescription(own.client, study.services.length),
      address: study.address,
      date: isoDay(FIXED_END - (i * 200 + 20) * DAY),
      client: own.client,
      industry: own.industry,
      services: [...study.services],
      results: own.results.map(([title, value]) => ({ title, value })),
      ...(i === 0 ? { cover: cover(1, words) } : {}),
    };
    fs.writeFileSync(
      path.join(folder, "case-studies", `${study.address}.md`),
      frontMatter(data) + articleText(next, undefined, words) + "\n",
    );
  });
  return articles;
}

/**
 * Writes the fixture's content into `to` (emptied first): a copy of content/ with `count` articles
 * and three case studies. Returns the articles, newest first.
 */
export function writeArticlesContent(to: string, count: number): GeneratedArticle[] {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(path.join(repo, "content"), to, { recursive: true });
  return writeEntries(to, count, "en");
}

/**
 * Writes the three-language fixture's content into `to` (emptied first): the languages fixture's
 * content (English, German, Arabic) with `count` articles and the three case studies in each
 * language. Returns the English articles, newest first.
 */
export function writeLanguagesArticlesContent(to: string, count: number): GeneratedArticle[] {
  writeLanguagesContent(to);
  const articles = writeEntries(to, count, "en");
  for (const code of translatedLanguages) writeEntries(path.join(to, code), count, code);
  return articles;
}

if (require.main === module) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: npx tsx test/fixture-articles.ts <folder>");
    process.exit(1);
  }
  writeCovers(path.resolve(folder)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
