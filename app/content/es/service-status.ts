// La línea del culto en vivo: the words of ../service-status.ts in Spanish. "{when}" is filled in
// with its article ("el domingo a las 10:30 a.m. hora del Este"), "{relative}" as "en 2 días".
import type { Words } from "../../content-model/define";
import type { ServiceStatusContent } from "../service-status";

export const words: Words<ServiceStatusContent> = {
  schedule: "En vivo en línea cada {day} a las {time}, hora del Este",
  live: "En vivo ahora: únete al culto",
  next: "El próximo culto es {when}, {relative}",
};
