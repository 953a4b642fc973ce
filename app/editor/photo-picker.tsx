// A picture field's way to use a photo already uploaded again: the library's photos as choices, each
// seen small with its words, folded until opened. Plain radio buttons in the editor's form, so it
// works without JavaScript; the server cuts the chosen photo for the field's place and brings its
// description with it (editor-photos.server.ts). The page gives the library once, by context.
import { createContext, useContext } from "react";

export interface PickablePhoto {
  id: string;
  thumb: string;
  description: string;
}

export const PhotoLibraryContext = createContext<PickablePhoto[]>([]);

export function PhotoPicker({ name, id }: { name: string; id: string }) {
  const photos = useContext(PhotoLibraryContext);
  if (photos.length === 0) return null;
  return (
    <details className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200">
      <summary className="cursor-pointer font-bold text-navy">
        Or choose a photo already uploaded ({photos.length})
      </summary>
      <fieldset className="mt-3">
        <legend className="sr-only">A photo already uploaded</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <label htmlFor={`${id}-none`} className="flex items-center gap-2 rounded-lg p-2 text-gray-900">
            <input id={`${id}-none`} type="radio" name={name} value="" defaultChecked className="size-5 shrink-0" />
            None: keep the picture above
          </label>
          {photos.map((photo) => (
            <label
              key={photo.id}
              htmlFor={`${id}-${photo.id}`}
              className="flex flex-col gap-1 rounded-lg p-2 text-sm text-gray-900 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-navy"
            >
              <img
                src={photo.thumb}
                alt=""
                loading="lazy"
                className="aspect-[4/3] w-full rounded bg-gray-100 object-cover"
              />
              <span className="flex items-start gap-2">
                <input
                  id={`${id}-${photo.id}`}
                  type="radio"
                  name={name}
                  value={photo.id}
                  className="mt-0.5 size-5 shrink-0"
                />
                <span className="break-words">{photo.description || "Not described yet"}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
