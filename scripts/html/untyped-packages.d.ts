// The two checkers profile-page.test.ts runs, which ship JavaScript without types: what it uses of them.
declare module '@adobe/structured-data-validator' {
  /** Google's rich results' rules (and schema.org's, given its vocabulary) over what the extractor found. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<{ issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames: string[] }[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  /** Reads a page's JSON-LD, microdata and RDFa. */
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}
