// Every picture anywhere in an item's value, found by its shape (a src and a width), with its name in
// the editor's form: what the photo library counts as used, and what the editor checks and keeps.
import type { Image } from "~/content-model/blocks";
import { nameOf, objectsIn } from "./edit-form";

/** Every picture anywhere in a value, with its name in the form. */
export const imagesIn = (value: unknown): Array<{ name: string; image: Image }> =>
  objectsIn(value)
    .filter(({ object }) => typeof object.src === "string" && typeof object.width === "number")
    .map(({ path, object }) => ({ name: nameOf(path), image: object as unknown as Image }));
