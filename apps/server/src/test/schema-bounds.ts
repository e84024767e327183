import { z } from "zod";

/** A JSON Schema node, as `z.toJSONSchema` writes them. */
type JsonSchema = { [key: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema => typeof value === "object" && value !== null && !Array.isArray(value);

/** A route schema as JSON Schema: Zod schemas converted the way the type provider sees their input. */
export function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema) return null;
  if (schema instanceof z.ZodType) return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return isSchema(schema) ? schema : null;
}

const hasFreeKeys = (node: JsonSchema) =>
  (node.additionalProperties !== undefined && node.additionalProperties !== false) ||
  node.patternProperties !== undefined ||
  node.propertyNames !== undefined;

const allowsType = (node: JsonSchema, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/**
 * The places in a JSON Schema where input can grow without a ceiling: a string without maxLength (an
 * enum or const is bounded by its values), an array without maxItems, an object with free keys (a
 * record) without maxProperties. Each is named by its path (`entries[].notes`).
 */
export function unboundedPlaces(node: unknown, path = "", found: string[] = []): string[] {
  if (!isSchema(node)) return found;
  const bounded = node.enum !== undefined || node.const !== undefined;
  if (allowsType(node, "string") && !bounded && typeof node.maxLength !== "number")
    found.push(`${path || "(root)"}: string without maxLength`);
  if (allowsType(node, "array") && typeof node.maxItems !== "number") found.push(`${path || "(root)"}: array without maxItems`);
  if (allowsType(node, "object") && hasFreeKeys(node) && typeof node.maxProperties !== "number")
    found.push(`${path || "(root)"}: object with free keys without maxProperties`);

  if (isSchema(node.properties))
    for (const [key, child] of Object.entries(node.properties)) unboundedPlaces(child, path ? `${path}.${key}` : key, found);
  if (isSchema(node.items)) unboundedPlaces(node.items, `${path}[]`, found);
  if (Array.isArray(node.prefixItems))
    for (const [i, child] of node.prefixItems.entries()) unboundedPlaces(child, `${path}[${i}]`, found);
  if (isSchema(node.additionalProperties)) unboundedPlaces(node.additionalProperties, `${path}{value}`, found);
  if (isSchema(node.propertyNames)) unboundedPlaces(node.propertyNames, `${path}{key}`, found);
  for (const combinator of ["anyOf", "oneOf", "allOf"] as const) {
    const options = node[combinator];
    if (Array.isArray(options)) for (const child of options) unboundedPlaces(child, path, found);
  }
  for (const defs of [node.$defs, node.definitions])
    if (isSchema(defs)) for (const [name, child] of Object.entries(defs)) unboundedPlaces(child, `#${name}`, found);
  return [...new Set(found)];
}
