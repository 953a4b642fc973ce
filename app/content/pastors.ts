// The church's pastors. Their ids are the choices of the note of appreciation (SPEC §3).
import type { PastorsContent } from "~/content/schema/pastors";

export const pastors: PastorsContent = {
  leadPastorId: "pastor1",
  pastors: [
    {
      id: "pastor1",
      name: "Pastor Marcus Reed",
      role: "Lead Pastor",
      photo: {
        src: "/images/leadership/marcus-reed.svg",
        width: 800,
        height: 1000,
        alt: "Illustrated portrait of Pastor Marcus Reed",
      },
    },
    { id: "pastor2", name: "Pastor Angela Reed", role: "Executive Pastor" },
    { id: "pastor3", name: "Pastor David Kim", role: "Associate Pastor" },
  ],
};
