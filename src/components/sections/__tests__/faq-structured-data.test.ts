/** @jest-environment node */
/**
 * The FAQPage JSON-LD: the properties Google requires (name, acceptedAnswer.text), and schema.org's vocabulary
 * as the validator the build tests use judges it (test/structured-data.ts; it has no FAQPage rules of Google's).
 */
import { faqStructuredData } from "../faq";
import { validateJsonLd } from "../../../../test/structured-data";

jest.setTimeout(60_000);

it("is a FAQPage of Questions, each with its name and its accepted Answer's text, with no error and no warning", async () => {
  const data = faqStructuredData(
    [
      {
        heading: "Questions",
        text: null,
        items: [
          { question: "How long does a project take?", answer: "Six to ten weeks." },
          { question: "Do you sign an NDA?", answer: "Yes." },
        ],
      },
    ],
    (markdown) => `<p>${markdown}</p>`,
  );
  expect(data?.mainEntity).toEqual([
    { "@type": "Question", name: "How long does a project take?", acceptedAnswer: { "@type": "Answer", text: "<p>Six to ten weeks.</p>" } },
    { "@type": "Question", name: "Do you sign an NDA?", acceptedAnswer: { "@type": "Answer", text: "<p>Yes.</p>" } },
  ]);
  expect(await validateJsonLd(data!)).toEqual([]);
});
