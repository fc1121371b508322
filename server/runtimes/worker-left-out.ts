/**
 * What the Worker's bundle leaves out (wrangler.jsonc's `alias` points these packages here): the
 * MCP SDK's server imports them for paths folio never takes.
 * - ajv and ajv-formats: a default validator of the client's answers; the MCP endpoint gives every
 *   server its own (server/assistants/mcp-route.ts: folio asks a client no questions). Ajv also
 *   compiles with `new Function`, which a Worker forbids.
 * - zod-to-json-schema and zod/v3: the tools' schemas as JSON Schema, and their parsing, for
 *   Zod 3; folio's are Zod 4's, which does both itself.
 * About 90 KiB gzip the Worker would parse at every cold start and never run (bench/deployments.ts
 * measures the bundle).
 */
export default class NoAjv {
  constructor() {
    throw new Error('Ajv is not in the Worker: give the MCP server its own jsonSchemaValidator.');
  }
}

export function zodToJsonSchema(): never {
  throw new Error('zod-to-json-schema is not in the Worker: its schemas are Zod 4\'s, which convert themselves.');
}

/** zod/v3's `object`, which the SDK calls only for a shape of Zod 3 schemas. */
export function object(): never {
  throw new Error('Zod 3 is not in the Worker: its schemas are Zod 4\'s.');
}
