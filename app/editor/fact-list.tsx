// The facts staff can name in braces in any text, with the value each has now, folded away until asked for.
export function FactList({ facts }: { facts: Array<{ name: string; value: string }> }) {
  return (
    <details className="mt-4 max-w-3xl rounded-lg border border-gray-200 bg-white p-4">
      <summary className="cursor-pointer font-bold text-navy">
        Facts you can name in any text, in braces, such as {"{worship time}"}
      </summary>
      <p className="mt-2 text-gray-700">
        Each is filled in where the words are shown, so a sentence that names one follows it when it changes.
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map((fact) => (
          <div key={fact.name} className="contents">
            <dt className="font-mono text-sm font-bold text-gray-900">{`{${fact.name}}`}</dt>
            <dd className="text-gray-700">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
