/**
 * The contact form in each delivery mode (src/lib/contact-form.ts), rendered from the real copy:
 * where it posts, the markup Netlify's form detection reads, the honeypot, and the success and
 * error states that stay hidden until the script shows them.
 */
import { render, screen } from "@testing-library/react";
import { ContactForm } from "../contact-form";
import { contactData } from "../../../test/page-data";

const copy = contactData().contactPageYaml!.form;
const base = { email: "hello@example.com", phone: "+1 (646) 555-0142", phoneLink: "tel:+16465550142" };

function renderForm(contact: Partial<{ formDelivery: string; formEndpoint: string }>) {
  render(<ContactForm copy={copy} contact={{ ...base, ...contact }} />);
  return screen.getByRole("form", { name: copy.heading }) as HTMLFormElement;
}

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
