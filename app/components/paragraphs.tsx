/** A page's introduction, centred under its section heading. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4 text-center text-lg text-gray-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
