// The two ES-only packages test/structured-data.ts uses ship no types: only what it calls.
declare module "@adobe/structured-data-validator" {
  export type ValidationIssue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    path?: { type?: string | string[]; property?: string; index?: number }[];
    fieldNames?: string[];
    rootType: string;
    dataFormat: string;
    /** The root object as JSON (JSON-LD). */
    source?: string;
  };
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(extracted: object): Promise<ValidationIssue[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): { jsonld: Record<string, object[]>; errors: object[] };
  }
}
