import { screen, within } from "@testing-library/react";
import ContactPage from "../contact";
import { renderPage } from "../../../test/render-page";
import { contactData } from "../../../test/page-data";
import { loadSettingsQuery } from "../../../test/content";

const { contact } = loadSettingsQuery().allSettingsYaml.nodes[0] as {
  contact: { email: string; phone: string; phoneLink: string; messagingUrl: string; formDelivery: string | null };
};

describe("Contact page", () => {
  beforeEach(() => renderPage(ContactPage, contactData(), "/contact/"));

  it("has a headline and an intro about a free consultation", () => {
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/free consultation/i)).toBeInTheDocument();
  });

  it("has a form with exactly three labelled fields and browser validation", () => {
    const form = screen.getByRole("form") as HTMLFormElement;
    expect(form.querySelectorAll("input:not([type=hidden]), textarea, select")).toHaveLength(3);
    const email = screen.getByLabelText("Your email");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    const subject = screen.getByLabelText("Subject");
    expect(subject).toHaveAttribute("type", "text");
    expect(subject).toBeRequired();
    const message = screen.getByLabelText(/^Your message/);
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).not.toBeRequired();
    expect(form).not.toHaveAttribute("novalidate");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.onsubmit).toBeNull();
  });

  it("with no delivery set up, says so and hands the message to the visitor's e-mail app", () => {
    expect(contact.formDelivery ?? "none").toBe("none");
    const form = screen.getByRole("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe(`mailto:${contact.email}`);
    expect(form).toHaveAccessibleDescription(/does not send messages from the website/);
    expect(screen.getByRole("button", { name: "Write it in my e-mail app" })).toHaveAttribute("type", "submit");
    expect(screen.queryByText(/your message has been sent/)).toBeNull();
    expect(form.querySelector('input[name="_gotcha"]')).toBeNull();
  });

  it("has chat, e-mail and phone cards with outbound links, support hours and the reply promise", () => {
    const cards = within(screen.getByRole("heading", { name: /other ways/i }).closest("section") as HTMLElement).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    const [chat, email, phone] = cards as HTMLElement[];
    const chatLink = within(chat!).getByRole("link");
    expect(chatLink).toHaveAttribute("href", contact.messagingUrl);
    expect(chatLink).toHaveAttribute("target", "_blank");
    expect(chatLink).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(email!).getByRole("link")).toHaveAttribute("href", `mailto:${contact.email}`);
    expect(within(phone!).getByRole("link")).toHaveAttribute("href", contact.phoneLink);
    expect(screen.getAllByText(/Monday to Friday, 8:30 AM to 6:00 PM \(EST\)/).length).toBeGreaterThanOrEqual(1);
    expect(within(email!).getByText(/within 24 hours/)).toBeInTheDocument();
  });

  it("names the form and the cards by their own headings, with no id used twice", () => {
    expect(screen.getByRole("form")).toHaveAccessibleName("Send us a message");
    expect(screen.getByRole("region", { name: /other ways/i })).toBeInTheDocument();
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
