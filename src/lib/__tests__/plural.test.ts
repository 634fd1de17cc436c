/** @jest-environment node */
/** A count in words (src/lib/plural.ts): the form the language uses for it, its number as the language writes numbers. */
import { countText } from "../plural";

const arabic = {
  zero: "لا توجد نتائج لـ «{{query}}»",
  one: "نتيجة واحدة لـ «{{query}}»",
  two: "نتيجتان لـ «{{query}}»",
  few: "{{count}} نتائج لـ «{{query}}»",
  many: "{{count}} نتيجة لـ «{{query}}»",
  other: "{{count}} نتيجة لـ «{{query}}»",
};

it("chooses English's one and other", () => {
  const forms = { one: "1 result for “{{query}}”", other: "{{count}} results for “{{query}}”" };
  expect(countText(forms, 1, "en_US", { query: "design" })).toBe("1 result for “design”");
  expect(countText(forms, 0, "en_US", { query: "design" })).toBe("0 results for “design”");
  expect(countText(forms, 1234, "en_US", { query: "design" })).toBe("1,234 results for “design”");
});

it("chooses each of Arabic's six forms, and writes the number with the language's digits", () => {
  const in_ = (count: number) => countText(arabic, count, "ar_EG", { query: "تصميم" });
  expect(in_(0)).toBe("لا توجد نتائج لـ «تصميم»");
  expect(in_(1)).toBe("نتيجة واحدة لـ «تصميم»");
  expect(in_(2)).toBe("نتيجتان لـ «تصميم»");
  expect(in_(3)).toBe("٣ نتائج لـ «تصميم»");
  expect(in_(11)).toBe("١١ نتيجة لـ «تصميم»");
  expect(in_(103)).toBe("١٠٣ نتائج لـ «تصميم»");
  expect(in_(100)).toBe(`${new Intl.NumberFormat("ar-EG").format(100)} نتيجة لـ «تصميم»`);
});

it("writes a German number the German way, and fills the other values the form names", () => {
  const forms = { one: "{{shown}} von {{count}} Ergebnis", other: "{{shown}} von {{count}} Ergebnissen" };
  expect(countText(forms, 2500, "de_DE", { shown: "20" })).toBe("20 von 2.500 Ergebnissen");
});

it("falls back on other where a form the language uses is left out (GraphQL gives it as null)", () => {
  expect(countText({ one: null, other: "{{count}} Min. Lesezeit" }, 1, "de_DE")).toBe("1 Min. Lesezeit");
  expect(countText({ other: "{{count}} دقيقة" }, 3, "ar_EG")).toBe("٣ دقيقة");
});
