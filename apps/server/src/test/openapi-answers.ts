import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** The parts of an OpenAPI 3.1 document that checking answers needs. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

export interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export type JsonSchema = Record<string, unknown>;

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Fastify's `/api/kpi-definitions/:id` is OpenAPI's `/api/kpi-definitions/{id}`. */
export const openApiPath = (fastifyUrl: string) => fastifyUrl.replace(/:(\w+)/g, "{$1}");

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Checks answers against the document: the status is declared (exactly, or by its class such
 * as "4XX", or by "default"), and the body validates against that answer's JSON Schema
 * (draft 2020-12, which OpenAPI 3.1 uses); an answer declared without content has no body.
 * Returns what is wrong, or undefined.
 */
export function createAnswerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validatorFor = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return function problemWith(method: string, path: string, answer: Answer): string | undefined {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return `${method} ${path} is not in the document`;
    const { responses } = operation;
    const status = String(answer.status);
    const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
    if (!declared) return `status ${status} is not declared (declared: ${Object.keys(responses).join(", ")})`;
    const content = declared.content;
    if (!content) {
      return answer.body === ""
        ? undefined
        : `status ${status} is declared without a body, but one came: ${answer.body.slice(0, 200)}`;
    }
    // A download (text/csv) is declared with its own media type; its body is text, not JSON.
    const mediaType = answer.contentType.split(";")[0]?.trim() ?? "";
    if (mediaType !== "application/json" && content[mediaType]) return undefined;
    const json = content["application/json"];
    if (!json) return `status ${status} declares no application/json content`;
    if (!answer.contentType.includes("application/json"))
      return `status ${status} answered ${answer.contentType || "no content type"}`;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `status ${status} answered a body that is not JSON: ${answer.body.slice(0, 200)}`;
    }
    const validate = validatorFor(json.schema);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`).slice(0, 5);
    return `status ${status} body breaks its schema: ${errors.join("; ")} in ${answer.body.slice(0, 300)}`;
  };
}
