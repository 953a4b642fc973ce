// The buttons that add a passkey or sign in with one. WebAuthn is JavaScript only: until the page's
// script runs (or where the browser has no passkeys), `fallback` is shown instead, so a page without
// JavaScript still says what to do. The browser library is loaded when the button is pressed, not
// with the page.
import { type ReactNode, useEffect, useId, useState } from "react";
import { buttonClasses } from "~/components/ui/button";

type Answer = { options?: unknown; go?: string; error?: string };

/** Posts to /staff/passkey; any answer that is not ours (a sign-in page, a busy page) is an error. */
async function post(intent: string, fields: Record<string, string>): Promise<Answer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const response = await fetch(`/staff/passkey?intent=${intent}`, { method: "POST", body });
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("json")) {
    return {
      error:
        response.status === 503 ? "The site is busy. Try again in a few seconds." : "Reload the page and try again.",
    };
  }
  return (await response.json()) as Answer;
}

/** A whole new page load, so every part of the page sees the new session, even when only the #part differs. */
function goTo(path: string) {
  const target = new URL(path, window.location.href);
  const here = window.location;
  if (target.pathname === here.pathname && target.search === here.search) {
    here.hash = target.hash;
    here.reload();
  } else {
    here.assign(target.href);
  }
}

/** Words for what the browser said when the person's device did not answer. */
function deviceTrouble(error: unknown, kind: "add" | "sign-in"): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "InvalidStateError" && kind === "add") return "This device already holds a passkey for your account.";
  if (name === "NotAllowedError" || name === "AbortError") {
    return "Nothing was done: the passkey prompt was closed, or took too long. Try again when you are ready.";
  }
  return "This browser could not use a passkey here. Try another browser, or use your password.";
}

export function PasskeyButton({
  kind,
  csrf,
  label,
  fields = {},
  fallback,
  className,
  nameField = false,
  look = "secondary",
}: {
  kind: "add" | "sign-in";
  csrf: string;
  label: string;
  /** Sent with both posts: `next`, or `step: "second"` for the second step after a password. */
  fields?: Record<string, string>;
  /** Shown until the script runs, and where the browser has no passkeys. */
  fallback: ReactNode;
  className?: string;
  /** Ask what to call the new passkey. */
  nameField?: boolean;
  /** Outlined beside a form whose own button is the main one. */
  look?: "secondary" | "outline";
}) {
  const id = useId();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState("");

  useEffect(() => {
    setSupported(typeof window.PublicKeyCredential === "function");
  }, []);

  if (!supported) return <>{fallback}</>;

  async function run() {
    setBusy(true);
    setError(null);
    try {
      const sent = { ...fields, csrf };
      const first = await post(`${kind}-options`, sent);
      if (!first.options) throw new Error(first.error ?? "Reload the page and try again.");
      const browser = await import("@simplewebauthn/browser");
      let response: unknown;
      try {
        // biome-ignore lint/suspicious/noExplicitAny: the options are the server library's own JSON.
        const optionsJSON = first.options as any;
        response =
          kind === "add"
            ? await browser.startRegistration({ optionsJSON })
            : await browser.startAuthentication({ optionsJSON });
      } catch (trouble) {
        setError(deviceTrouble(trouble, kind));
        return;
      }
      const second = await post(kind, { ...sent, name, response: JSON.stringify(response) });
      if (second.go) {
        goTo(second.go);
        return;
      }
      setError(second.error ?? "Reload the page and try again.");
    } catch (trouble) {
      setError(trouble instanceof Error ? trouble.message : "Reload the page and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={className}>
      {nameField && (
        <div className="mb-4">
          <label htmlFor={`${id}-name`} className="font-bold text-gray-900">
            Name for this passkey <span className="font-normal text-gray-700">(optional)</span>
          </label>
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            Such as “My iPhone” or “Office computer”, so you know which to remove if the device is lost.
          </p>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={60}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setName(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-gray-500 bg-white px-4 py-3 text-base text-gray-900 focus:border-navy"
          />
        </div>
      )}
      <button type="button" onClick={run} disabled={busy} className={buttonClasses(look, "w-full sm:w-auto")}>
        {busy ? "Waiting for your device..." : label}
      </button>
      {error && (
        <p role="alert" className="mt-3 rounded-lg border-2 border-red bg-red-pale p-3 font-semibold text-red">
          {error}
        </p>
      )}
    </div>
  );
}
