import { cleanup } from "@testing-library/react";
import { Head as HomeHead } from "../index";
import { Head as AboutHead } from "../about";
import { Head as ServicesHead } from "../services";
import { Head as ContactHead } from "../contact";
import { Head as NotFoundHead } from "../404";
import { renderHead } from "../../../test/render-page";
import { aboutData, contactData, homeData, notFoundData, servicesData } from "../../../test/page-data";
import { loadSettingsQuery } from "../../../test/content";

const { brand } = loadSettingsQuery().allSettingsYaml.nodes[0] as { brand: string };

// Gatsby moves what Head renders into <head>; here it stays in the render container.
function titleOf(render: () => { container: HTMLElement }): string {
  const { container } = render();
  const title = container.querySelector("title")?.textContent ?? "";
  cleanup();
  return title;
}

describe("page titles", () => {
  const titles = {
    home: titleOf(() => renderHead(HomeHead, homeData(), "/")),
    about: titleOf(() => renderHead(AboutHead, aboutData(), "/about/")),
    services: titleOf(() => renderHead(ServicesHead, servicesData(), "/services/")),
    contact: titleOf(() => renderHead(ContactHead, contactData(), "/contact/")),
    notFound: titleOf(() => renderHead(NotFoundHead, notFoundData(), "/404/")),
  };

  it("gives About exactly the title the spec sets, with an en dash", () => {
    expect(titles.about).toBe(`About Us | ${brand} – Expert Software Developers`);
    expect(titles.about).toBe("About Us | Vireo – Expert Software Developers");
  });

  it("gives every page a distinct title that includes the brand", () => {
    const all = Object.values(titles);
    for (const title of all) expect(title).toContain(brand);
    expect(new Set(all).size).toBe(all.length);
    expect(titles.notFound).toMatch(/^Page Not Found \|/);
  });

  it("gives every page a meta description from content, and marks the 404 page noindex", () => {
    const services = renderHead(ServicesHead, servicesData(), "/services/").container;
    const description = services.querySelector('meta[name="description"]')?.getAttribute("content");
    expect(description).toBe((servicesData().servicesPageYaml as { description: string }).description);
    cleanup();
    const notFound = renderHead(NotFoundHead, notFoundData(), "/404/").container;
    expect(notFound.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
  });
});
