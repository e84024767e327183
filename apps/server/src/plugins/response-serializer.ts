import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { $ZodType } from "zod/v4/core";

/**
 * Zod types whose answer is not the value as it stands (a transform, a default, a codec's encode) or that
 * JSON Schema cannot describe: a response schema holding one keeps Zod's own serializer.
 */
const ZOD_ONLY = new Set([
  "transform",
  "pipe",
  "default",
  "prefault",
  "catch",
  "custom",
  "lazy",
  "promise",
  "date",
  "bigint",
  "map",
  "set",
  "symbol",
  "function",
  "intersection",
]);

/** JSON Schema keywords fast-json-stringify would not honour as Zod does (or at all). */
const JSON_ONLY_BY_ZOD = new Set(["$ref", "allOf", "not", "if", "const", "patternProperties", "prefixItems"]);

interface ZodDef {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  keyType?: $ZodType;
  valueType?: $ZodType;
  catchall?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
}

function childrenOf(def: ZodDef): $ZodType[] {
  return [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...(def.items ?? []),
    ...[def.element, def.innerType, def.keyType, def.valueType, def.catchall, def.rest].filter(
      (s): s is $ZodType => s instanceof $ZodType,
    ),
  ];
}

/** True when every part of the schema is a plain shape that JSON Schema describes exactly. */
function isPlainShape(schema: $ZodType, within = new Set<$ZodType>()): boolean {
  // A schema inside itself (recursive) is left to Zod; one used twice side by side is fine.
  if (within.has(schema)) return false;
  const def = schema._zod.def as unknown as ZodDef;
  if (ZOD_ONLY.has(def.type)) return false;
  within.add(schema);
  const plain = childrenOf(def).every((child) => isPlainShape(child, within));
  within.delete(schema);
  return plain;
}

class NotForFastJson extends Error {}

/**
 * The JSON Schema fast-json-stringify compiles: type `integer` becomes `number`, so a value is written as
 * it is rather than rounded. Throws NotForFastJson at a keyword it would treat differently from Zod.
 */
function serializableJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(serializableJsonSchema);
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (JSON_ONLY_BY_ZOD.has(key)) throw new NotForFastJson(key);
    if (key === "type") {
      out.type = Array.isArray(value)
        ? value.map((t) => (t === "integer" ? "number" : t))
        : value === "integer"
          ? "number"
          : value;
    } else if (key === "properties" && typeof value === "object" && value !== null) {
      // Field names are names, not keywords: only their schemas are looked at.
      out.properties = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, serializableJsonSchema(schema)]));
    } else {
      out[key] = serializableJsonSchema(value);
    }
  }
  return out;
}

/**
 * Answers are written by fast-json-stringify, compiled once per route and status from the route's Zod
 * response schema, instead of Zod checking and copying every answer and JSON.stringify writing the copy
 * (decision 024: that was a fifth to a half of a computed dashboard's CPU in the app). What leaves the
 * server is the same text: only the schema's fields, in its order (fast-json-stringify writes nothing
 * else), a missing required field or a number that is not one still fails the answer (500). A schema with
 * anything fast-json-stringify cannot honour exactly keeps Zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const zodSerializer = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const { schema } = route;
  if (!(schema instanceof $ZodType) || !isPlainShape(schema)) return zodSerializer;
  try {
    const jsonSchema = serializableJsonSchema(
      z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" }),
    );
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    // Not describable exactly (a transform, a date, a keyword above): Zod checks and writes it, as before.
    return zodSerializer;
  }
};
