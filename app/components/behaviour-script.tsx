// Loads one of the site's small behaviours (app/behaviours/) on the page that renders this, once.
import behaviourUrls from "virtual:behaviours";

export function BehaviourScript({ name }: { name: string }) {
  const src = behaviourUrls[name];
  if (!src) throw new Error(`No behaviour named ${name} in app/behaviours/`);
  return <script type="module" async src={src} />;
}
