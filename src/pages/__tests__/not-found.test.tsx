import { screen } from "@testing-library/react";
import NotFoundPage from "../404";
import { renderPage } from "../../../test/render-page";
import { notFoundData } from "../../../test/page-data";

describe("404 page", () => {
  beforeEach(() => renderPage(NotFoundPage, notFoundData(), "/no-such-page/"));

  it("shows 404, Page Not Found, a moved-or-missing message and a Go Back Home link to /", () => {
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText(/does not exist or has (been )?moved/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/");
  });

  it("keeps the shared layout: skip link, header navigation and footer", () => {
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});
