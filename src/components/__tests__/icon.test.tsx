import { render } from "@testing-library/react";
import { Icon } from "../icon";

describe("Icon", () => {
  it("draws a Lucide icon by its lucide.dev name, hidden from screen readers, in the text colour", () => {
    const { container } = render(<Icon name="message-square-text" size={18} className="shrink-0" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("width", "18");
    expect(svg).toHaveAttribute("height", "18");
    expect(svg).toHaveAttribute("stroke", "currentColor");
    expect(svg).toHaveClass("shrink-0");
    // Lucide's message-square-text: the speech bubble and its three lines of text.
    expect(svg.querySelectorAll("path")).toHaveLength(4);
  });

  const markup = (name: string) => render(<Icon name={name} />).container.innerHTML;

  it("draws different icons for different names, with nothing but SVG shapes (no script, no request)", () => {
    const shield = markup("shield");
    const cloud = markup("cloud");
    expect(shield).not.toBe(cloud);
    for (const markup of [shield, cloud]) {
      expect(markup).toMatch(/^<svg[^>]*><(path|circle|rect|line|ellipse|polyline|polygon)\b/);
      expect(markup).not.toMatch(/<script|href=|url\(/);
    }
  });

  it("stops the build on a name that is not a Lucide icon (one written in a component; content is checked before)", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => markup("chat")).toThrow('"chat" is not a Lucide icon name');
  });

  it("draws nothing while no icon is chosen (a new entry's preview in the browser editor)", () => {
    expect(render(<Icon name="" />).container.innerHTML).toBe("");
  });
});
