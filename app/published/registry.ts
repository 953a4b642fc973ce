// Every content module in app/content/, found by its declaration (content-model/define.ts) rather
// than listed: a new module is on the site, in the staff area and checked by the build once its file
// is there.
// Relative imports only: React Router's routes.ts reads the pages list, and so this file, before the
// app's path aliases exist. Server-only modules (*.server.ts) stay out of what pages are sent.
import {
  type ContentModule,
  type EditableContent,
  type EditableModule,
  isContentModule,
} from "../content-model/define";

const files = import.meta.glob<Record<string, unknown>>(
  ["../content/*.ts", "!../content/*.test.ts", "!../content/*.server.ts"],
  {
    eager: true,
  },
);

/** Every declared module, in file-name order. */
export const contentModules: readonly ContentModule[] = Object.keys(files)
  .sort()
  .flatMap((file) => Object.values(files[file] ?? {}).filter(isContentModule));

/** The modules staff may change; defineContent takes `staff` only with a key of EditableContent. */
export const editableModules = contentModules.filter(
  (module): module is EditableModule<keyof EditableContent> => module.staff !== undefined,
);
