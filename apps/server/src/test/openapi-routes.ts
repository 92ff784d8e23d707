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
      query: (operation.parameters ?? []).filter((p) => p.in === 'query'),
      params: (operation.parameters ?? []).filter((p) => p.in === 'path'),
    })),
  );
