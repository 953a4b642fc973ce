// Nuestros pastores: the words of ../pastors.ts in Spanish. Their names are theirs in every language;
// their title is a word, and a woman's is "Pastora".
import type { Words } from "../../content-model/define";
import type { PastorsContent } from "../pastors";

export const words: Words<PastorsContent> = {
  pastors: [
    {
      id: "pastor1",
      honorific: "Pastor",
      role: "Pastor principal",
      photo: { alt: "Retrato ilustrado del pastor Marcus Reed" },
    },
    { id: "pastor2", honorific: "Pastora", role: "Pastora ejecutiva" },
    { id: "pastor3", honorific: "Pastor", role: "Pastor asociado" },
  ],
};
