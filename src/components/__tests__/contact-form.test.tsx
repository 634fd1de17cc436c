/**
 * The contact form in each delivery mode (src/lib/contact-form.ts), rendered from the real copy:
 * where it posts, the markup Netlify's form detection reads, the honeypot, and the success and
 * error states that stay hidden until the script shows them.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { ContactForm } from "../contact-form";
import { objectOf } from "../../../test/content";

const copy = (objectOf("ContactPageYaml") as unknown as { form: Queries.ContactFormCopyFragment }).form;
const base = { email: "hello@example.com", phone: "+1 (646) 555-0142", phoneLink: "tel:+16465550142" };

type Delivery = Partial<{ formDelivery: string; formEndpoint: string }>;

function renderFormWith(contact: Delivery, props: Partial<Parameters<typeof ContactForm>[0]>) {
  render(<ContactForm copy={copy} contact={{ ...base, ...contact }} {...props} />);
  return screen.getByRole("form", { name: copy.heading }) as HTMLFormElement;
}

const renderForm = (contact: Delivery) => renderFormWith(contact, {});

it("netlify: posts to the thank-you page with the name, form-name and honeypot Netlify reads", () => {
  const form = renderForm({ formDelivery: "netlify" });
  expect(form.getAttribute("action")).toBe("/contact/thanks/");
  expect(form.getAttribute("method")).toBe("post");
  expect(form.getAttribute("name")).toBe("contact");
  expect(form.getAttribute("data-netlify")).toBe("true");
  expect(form.getAttribute("netlify-honeypot")).toBe("_gotcha");
  expect(form.querySelector('input[type="hidden"][name="form-name"]')).toHaveValue("contact");
  expect(screen.getByRole("button", { name: copy.submitLabel })).toBeInTheDocument();
});

it("endpoint: posts to the service's address, with a honeypot nobody sees", () => {
  const form = renderForm({ formDelivery: "endpoint", formEndpoint: "https://formspree.io/f/abc" });
  expect(form.getAttribute("action")).toBe("https://formspree.io/f/abc");
  expect(form.getAttribute("method")).toBe("post");
  expect(form).not.toHaveAttribute("data-netlify");
  const honeypot = form.querySelector('input[name="_gotcha"]') as HTMLInputElement;
  expect(honeypot).not.toBeVisible();
  expect(honeypot.tabIndex).toBe(-1);
  expect(screen.queryByRole("textbox", { name: copy.honeypotLabel })).toBeNull();
});

it("keeps success and error hidden until delivery says which, with the e-mail and phone in the error", () => {
  renderForm({ formDelivery: "endpoint", formEndpoint: "https://formspree.io/f/abc" });
  expect(screen.getByText(copy.successHeading)).not.toBeVisible();
  const error = screen.getByText(copy.errorText, { exact: false });
  expect(error).not.toBeVisible();
  expect(screen.getByRole("alert")).toContainElement(error);
  expect(error.querySelector(`a[href="mailto:${base.email}"]`)).toHaveTextContent(base.email);
  expect(error.querySelector(`a[href="${base.phoneLink}"]`)).toHaveTextContent(base.phone);
});

it("none (or nothing set): a mailto: form that says so, and no success state at all", () => {
  const form = renderForm({});
  expect(form.getAttribute("action")).toBe(`mailto:${base.email}`);
  expect(form.getAttribute("method")).toBe("post");
  expect(form.getAttribute("enctype")).toBe("text/plain");
  expect(form).toHaveAccessibleDescription(new RegExp(copy.noDeliveryNote.slice(0, 30)));
  expect(screen.getByRole("button", { name: copy.noDeliverySubmitLabel })).toBeInTheDocument();
  expect(screen.queryByText(copy.successHeading)).toBeNull();
});

describe("on another page (a job opening's), with the position pre-filled", () => {
  const subject = "Application: Senior Frontend Engineer";
  const message = "I am applying for the position of Senior Frontend Engineer.";
  const endpoint = { formDelivery: "endpoint", formEndpoint: "https://formspree.io/f/abc" };
  const deliveries: [string, Delivery, string[]][] = [
    ["netlify", { formDelivery: "netlify" }, ["form-name", "email", "subject", "message", "_gotcha"]],
    ["endpoint", endpoint, ["email", "subject", "message", "_gotcha"]],
    ["none", {}, ["email", "subject", "message"]],
  ];

  it.each(deliveries)("%s: the subject and message are in the HTML, so they are sent with no script", (_name, delivery, names) => {
    const form = renderFormWith(delivery, { subject, message });
    expect(screen.getByRole("textbox", { name: copy.subjectLabel })).toHaveValue(subject);
    expect(screen.getByRole("textbox", { name: new RegExp(copy.messageLabel) })).toHaveValue(message);
    // As the build writes it, which is what a browser without scripts sends.
    const html = renderToStaticMarkup(<ContactForm copy={copy} contact={{ ...base, ...delivery }} subject={subject} message={message} />);
    expect(html).toMatch(/<input id="contact-subject" name="subject"[^>]* value="Application: Senior Frontend Engineer"\/>/);
    expect(html).toContain(`>${message}</textarea>`);
    // Netlify keeps one list of fields per form name: the contact page's names, in its order.
    expect([...form.querySelectorAll("[name]")].map((field) => field.getAttribute("name"))).toEqual(names);
  });

  it("none: the e-mail app's subject line names the position (a mailto: post puts the fields in the body only)", () => {
    const form = renderFormWith({}, { subject });
    expect(form.getAttribute("action")).toBe(`mailto:${base.email}?subject=Application%3A%20Senior%20Frontend%20Engineer`);
  });

  it("netlify and endpoint: posts where the contact page's form does", () => {
    expect(renderFormWith({ formDelivery: "netlify" }, { subject }).getAttribute("action")).toBe("/contact/thanks/");
    cleanup();
    expect(renderFormWith(endpoint, { subject }).getAttribute("action")).toBe(endpoint.formEndpoint);
  });

  it("takes its ids from idPrefix, so that they cannot clash with the page's, and its heading's level from headingLevel", () => {
    const { container } = render(
      <>
        <h2 id="contact-email">Contact email</h2>
        <ContactForm copy={copy} contact={base} subject={subject} idPrefix="apply" headingLevel={3} />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids).toEqual(["contact-email", "apply-form-heading", "apply-form-note", "apply-email", "apply-subject", "apply-message"]);
    const form = screen.getByRole("form", { name: copy.heading });
    expect(screen.getByRole("heading", { level: 3, name: copy.heading })).toBeInTheDocument();
    expect(form).toHaveAccessibleDescription(new RegExp(copy.noDeliveryNote.slice(0, 30)));
    expect(form.querySelector("#apply-email")).toBe(screen.getByRole("textbox", { name: copy.emailLabel }));
  });

  it("without them, is the contact page's form: empty fields, the contact page's ids, an h2", () => {
    const { container } = render(<ContactForm copy={copy} contact={{ ...base, ...endpoint }} />);
    expect(screen.getByRole("textbox", { name: copy.subjectLabel })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: new RegExp(copy.messageLabel) })).toHaveValue("");
    expect(screen.getByRole("heading", { level: 2, name: copy.heading })).toBeInTheDocument();
    expect([...container.querySelectorAll("[id]")].map((element) => element.id)).toEqual([
      "contact-form-heading",
      "contact-email",
      "contact-subject",
      "contact-message",
      "contact-honeypot",
    ]);
    const html = renderToStaticMarkup(<ContactForm copy={copy} contact={base} />);
    expect(html).not.toMatch(/name="subject"[^>]*value=/);
    expect(html).toMatch(/<textarea [^>]*><\/textarea>/);
    expect(html).toContain(`action="mailto:${base.email}"`);
  });
});
