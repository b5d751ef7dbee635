import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_SUMMARIES } from '@shop/contract/endpoint-summaries';
import { ENDPOINTS } from '@shop/contract/endpoints';
import * as contract from '@shop/contract';
import { openApiDocument } from '@shop/contract/openapi';

type Operation = {
  summary: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const document = openApiDocument('http://127.0.0.1:4322') as Document;

describe('the contract as OpenAPI 3.1', () => {
  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('lists every call of the endpoints table, with a parameter for each name in its path', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
    expect(operations.map(({ name }) => name).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const { name, operation } of operations) {
      const inPath = [...name.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, name).toEqual(inPath);
      expect(Object.keys(operation.responses), name).toContain('default');
    }
  });

  it("gives every call its summary, which the endpoints table (the browser's) does not carry", () => {
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}` as keyof typeof ENDPOINTS;
        expect(operation.summary, name).toBe(ENDPOINT_SUMMARIES[name]);
        expect(operation.summary.length, name).toBeGreaterThan(0);
        expect(ENDPOINTS[name], name).not.toHaveProperty('summary');
      }
  });

  it('names every schema of the contract, and names the server it is served for', () => {
    const named = Object.keys(document.components.schemas);
    const schemas = Object.entries(contract).filter(
      ([, value]) => typeof value === 'object' && '_zod' in value,
    );
    for (const [name, schema] of schemas) {
      const names = schemas.filter(([, other]) => other === schema).map(([alias]) => alias);
      expect(
        names.filter((alias) => named.includes(alias)),
        name,
      ).toHaveLength(1);
    }
    expect(document.servers).toEqual([{ url: 'http://127.0.0.1:4322' }]);
    expect((openApiDocument() as Document).servers).toBeUndefined();
  });
});
