// Nuestros pastores: the words of ../pastors.ts in Spanish. Their names are theirs in every language.
import type { Words } from "../define";
import type { PastorsContent } from "../pastors";

export const words: Words<PastorsContent> = {
  pastors: [
    {
      id: "pastor1",
      role: "Pastor principal",
      photo: { alt: "Retrato ilustrado del pastor Marcus Reed" },
    },
    { id: "pastor2", role: "Pastora ejecutiva" },
    { id: "pastor3", role: "Pastor asociado" },
  ],
};
