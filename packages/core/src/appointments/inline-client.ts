import type { z } from "zod";
import { pipelineClientSchema } from "../clients/schemas";

/**
 * The client the pipeline's Log Appointment dialog creates with its appointment (spec section 7:
 * `{name, phone, email, address, status}`): the leads API's own pipeline payload, so a lead made
 * either way meets the same rules and messages.
 */
export const inlineClientSchema = pipelineClientSchema;
export type InlineClientInput = z.input<typeof inlineClientSchema>;
export type InlineClientValues = z.output<typeof inlineClientSchema>;
