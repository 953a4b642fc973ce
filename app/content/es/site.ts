// Quiénes somos y dónde nos reunimos: the words of ../site.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { SiteContent } from "../site";

export const words: Words<SiteContent> = {
  name: "The Bridge Church",
  shortName: "The Bridge",
  tagline: "Conectando a las personas con Jesús y entre sí",
  description:
    "The Bridge Church es una familia de iglesia acogedora en Silver Spring, Maryland. Acompáñanos en persona o en línea: {worship time}.",
  worship: {
    timeZoneLabel: "hora del Este",
    experienceName: "Culto dominical",
    venue: { name: "Northwood Ridge High School" },
  },
  languageHelp: {
    note: "Nuestro culto del domingo es en inglés. Si el inglés no es tu primer idioma, eres igual de bienvenido: díselo a quien te reciba en la puerta, y te acompañaremos, te ayudaremos a registrar a tus hijos y responderemos tus preguntas. El Grupo Familia, uno de nuestros grupos pequeños, se reúne en español.",
    link: { label: "Conoce el Grupo Familia" },
  },
  phone: { display: "(301) 555-0142" },
  kidsMinistry: { name: "Kids Downtown" },
  youthMinistry: { name: "Oxygen Youth Ministry" },
};
