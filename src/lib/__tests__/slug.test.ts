import { slug } from "../slug";

describe("slug", () => {
  it.each([
    ["C++", "c-plus-plus"],
    ["C#", "c-sharp"],
    ["F#", "f-sharp"],
    [".NET", "dotnet"],
    ["ASP.NET Core", "asp-dotnet-core"],
    ["Node.js", "node-js"],
    ["Notepad++ tips", "notepad-plus-plus-tips"],
  ])("writes the symbols of the technology name %s as words: %s", (name, address) => {
    expect(slug(name)).toBe(address);
  });

  it("gives C++, C#, F#, .NET and Node.js five different addresses, none of them a bare letter", () => {
    const addresses = ["C++", "C#", "F#", ".NET", "Node.js"].map(slug);
    expect(new Set(addresses).size).toBe(5);
    expect(addresses.filter((address) => address.length < 2)).toEqual([]);
  });

  it("keeps the addresses words without those symbols had", () => {
    expect(slug("Über-Design & UX!")).toBe("ueber-design-ux");
    expect(slug("Cloud hosting")).toBe(slug("Cloud-hosting"));
    expect(slug("Our #1 priority")).toBe("our-1-priority");
    expect(slug("Web & App Development")).toBe("web-app-development");
  });
});
