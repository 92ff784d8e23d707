/** The routes of the app's OpenAPI document, for tests that walk every one of them. */

export type JsonSchema = {
  type?: string;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  // Read by the fuzzer (json-fuzz.ts) to make values of the right shape and size.
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
};
export type Parameter = {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
export type Route = {
  method: string;
  path: string;
  key: string;
  body: JsonSchema | undefined;
  /** Takes a multipart upload rather than JSON or nothing. */
  upload: boolean;
  query: Parameter[];
  params: Parameter[];
};

export const routesOf = (document: { paths: Record<string, Record<string, Operation>> }): Route[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
      body: operation.requestBody?.content?.['application/json']?.schema,
      upload: Boolean(operation.requestBody?.content?.['multipart/form-data']),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query'),
      params: (operation.parameters ?? []).filter((p) => p.in === 'path'),
    })),
  );

/** A plausible value from the schema alone, for routes a test's table of valid bodies does not list. */
export const sampleOf = (schema: JsonSchema): unknown => {
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.find((o) => o.type !== 'null');
  if (option) return sampleOf(option);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]),
      );
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'string':
      if (schema.format === 'uuid') return crypto.randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'Sample';
    default:
      return null;
  }
};
