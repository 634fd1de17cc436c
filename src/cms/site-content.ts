/**
 * The content as the build knew it, for the editor's bundle (plugins/cms-admin defines
 * `__CMS_CONTENT__` when it bundles src/cms/): the site's languages, and each language's content
 * files' data by path in content/. Previews take from it what they need from other files (the
 * footer's words, the label of the service cards' link) in the language they show; admin.tsx the
 * content links are checked against.
 */
import type { Language } from "../lib/languages";

export type EditorContent = {
  /** The content folder, from the repository root ("content"): the default language's files are in it, another's in `<contentPath>/<code>/`. */
  contentPath: string;
  /** The site's languages, the default first (settings.yaml `languages`). */
  languages: Language[];
  /** Each language's content files' data, by its code and then by path in content/ ("pages/home.yaml"). */
  files: Record<string, Record<string, unknown>>;
};

declare const __CMS_CONTENT__: EditorContent;

export const editorContent: EditorContent = __CMS_CONTENT__;

export const defaultLanguage: Language = editorContent.languages[0]!;

/**
 * A language of the site by its code, or the default language for any other code: the editor names
 * a site with one language's only locale `_default`.
 */
export const languageOf = (code: string | undefined): Language =>
  editorContent.languages.find((language) => language.code === code) ?? defaultLanguage;

/**
 * The language of a file by its path from the repository root: content/de/services.yaml is German's,
 * content/services.yaml the default language's; undefined for a path outside the content folder.
 */
export function languageOfPath(path: string): Language | undefined {
  const { contentPath, languages } = editorContent;
  const other = languages.slice(1).find((language) => path.startsWith(`${contentPath}/${language.code}/`));
  return other ?? (path.startsWith(`${contentPath}/`) ? defaultLanguage : undefined);
}

/** A language's content files' data, by path in content/ (the default language's for an unknown code). */
export const filesIn = (code: string | undefined): Record<string, unknown> =>
  editorContent.files[languageOf(code).code] ?? editorContent.files[defaultLanguage.code] ?? {};
