import { z } from "zod";
import { TEXT_LIMITS } from "../limits/quotas";
import { normaliseText, textField, textProblem } from "../text/text-field";

/**
 * The client the pipeline's Log Appointment dialog creates with its appointment (spec section 7:
 * `{name, phone, email, address, status}`), field by field as the leads API takes it (issue 11,
 * leads-api's `core/clients/schemas.ts`: same labels, limits and messages). When both are merged
 * this schema can give way to that one's `pipelineClientSchema`.
 */

/** Spec section 5, the pipeline's appointment dialog: "lead name required". */
export const APPOINTMENT_LEAD_NAME_REQUIRED = "Lead name is required";
export const APPOINTMENT_INVALID_EMAIL = "Invalid email address";

/** The same bounds as the leads API's (TEXT_LIMITS.phone, .address, .leadStatus once merged). */
export const INLINE_CLIENT_LIMITS = { phone: 40, address: 300, status: 60 } as const;

/**
 * One name for first and last (split with splitFullName by the server): each part is a person name,
 * so the whole is at most two of them and a space.
 */
const NAME_MAX = TEXT_LIMITS.personName * 2 + 1;

const leadName = z
  .string({ error: APPOINTMENT_LEAD_NAME_REQUIRED })
  .max(NAME_MAX * 4, `Lead name must be at most ${NAME_MAX} characters`)
  .transform((value, ctx) => {
    const problem = textProblem(value, { label: "Lead name", max: NAME_MAX, allowEmpty: true });
    const normal = normaliseText(value);
    if (problem || normal === "") {
      ctx.addIssue({ code: "custom", message: problem ?? APPOINTMENT_LEAD_NAME_REQUIRED });
      return z.NEVER;
    }
    return normal;
  });

/** An optional text: null, "" and spaces are all "nothing" (null); anything else keeps the text rule. */
export function appointmentOptionalText(label: string, max: number, multiline = false) {
  return textField({ label, max, multiline, allowEmpty: true })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();
}

const email = z
  .string({ error: APPOINTMENT_INVALID_EMAIL })
  .max(TEXT_LIMITS.email * 4, `Email must be at most ${TEXT_LIMITS.email} characters`)
  .transform((value, ctx) => {
    const problem = textProblem(value, { label: "Email", max: TEXT_LIMITS.email, allowEmpty: true });
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    const normal = normaliseText(value);
    if (normal === "") return null;
    if (!z.email().safeParse(normal).success) {
      ctx.addIssue({ code: "custom", message: APPOINTMENT_INVALID_EMAIL });
      return z.NEVER;
    }
    return normal;
  })
  .nullable()
  .optional();

/** The stored status the rep picked; nothing given is the default, "lead" (spec section 3). */
const status = textField({ label: "Status", max: INLINE_CLIENT_LIMITS.status, allowEmpty: true })
  .nullable()
  .transform((v) => v || "lead")
  .optional();

export const inlineClientSchema = z.strictObject(
  {
    name: leadName,
    phone: appointmentOptionalText("Phone", INLINE_CLIENT_LIMITS.phone),
    email,
    address: appointmentOptionalText("Address", INLINE_CLIENT_LIMITS.address),
    status,
  },
  { error: (issue) => (issue.code === "invalid_type" ? "Client must be an object with a name" : undefined) },
);
export type InlineClientInput = z.input<typeof inlineClientSchema>;
export type InlineClientValues = z.output<typeof inlineClientSchema>;
