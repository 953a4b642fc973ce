// The app's routes as React Router's Vite plugin builds them (see vite.config.ts).
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

// Each small behaviour's script, by name (scripts/vite-behaviours.ts).
declare module "virtual:behaviours" {
  const urls: Record<string, string>;
  export default urls;
}

// The brand's colours from app/app.css, by token name: { navy: "#1d3868", ... } (scripts/vite-brand-colours.ts).
declare module "virtual:brand-colours" {
  const colours: { readonly navy: string } & Readonly<Record<string, string>>;
  export default colours;
}

// on-headers has no types of its own: it calls `listener` just before `res` writes its headers.
declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
