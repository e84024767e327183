/** The answers the pipeline screen reads, as core declares them (issue 11). */
export {
  type Appointment,
  appointmentSchema,
  type Client,
  clientSchema,
  type PipelineAnswer as Pipeline,
  pipelineSchema,
} from "@measured/core";
