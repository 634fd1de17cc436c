// The content as the build knew it (plugins/cms-admin defines `__CMS_CONTENT__`), for the previews and admin.tsx's link checks.
import type { Language } from "../lib/languages";

export type EditorContent = {
  contentPath: string;
  languages: Language[];
  files: Record<string, Record<string, unknown>>;
};

declare const __CMS_CONTENT__: EditorContent;

export const editorContent: EditorContent = __CMS_CONTENT__;

export const defaultLanguage: Language = editorContent.languages[0]!;

// The editor names the only locale of a site with one language `_default`.
export const languageOf = (code: string | undefined): Language =>
  editorContent.languages.find((language) => language.code === code) ?? defaultLanguage;

export function languageOfPath(path: string): Language | undefined {
  const { contentPath, languages } = editorContent;
  const other = languages.slice(1).find((language) => path.startsWith(`${contentPath}/${language.code}/`));
  return other ?? (path.startsWith(`${contentPath}/`) ? defaultLanguage : undefined);
}

export const filesIn = (code: string | undefined): Record<string, unknown> =>
  editorContent.files[languageOf(code).code] ?? editorContent.files[defaultLanguage.code] ?? {};
