// The shape of service-status.ts: the words of the live-service line, with the tokens it fills in.
import { z } from "zod";
import { text } from "./blocks";

export const serviceStatusSchema = z.object({
  schedule: text.refine((v) => v.includes("{day}") && v.includes("{time}"), "must name {day} and {time}"),
  live: text,
  next: text.refine((v) => v.includes("{when}") && v.includes("{relative}"), "must name {when} and {relative}"),
});

export type ServiceStatusContent = z.input<typeof serviceStatusSchema>;
