// How long changes to sign-in stay open without the password, on the pages that make them (WCAG
// 2.2.1): the time it ends, written on the page; and, with JavaScript, a warning two minutes before
// it does, with "Keep it for 10 more minutes", which starts the minutes again without leaving the
// page or touching what is typed. Once it has ended, what is sent is kept while the password is
// asked (requireConfirmed), so nothing typed is lost either way.
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { formatClockTime } from "~/content-model/church-time";
import { CONFIRMED_FOR_MS } from "~/staff/terms";

/** How long before the end the warning comes: time to read it and press the button. */
const WARN_BEFORE_MS = 2 * 60 * 1000;
const MINUTES = CONFIRMED_FOR_MS / 60_000;

type Stage = "open" | "ending" | "ended";

/**
 * `until` is the end by the server's clock, as the page says it; `left` how long that is from the
 * moment the server answered, which the warning counts down on this computer's own clock, however
 * far the two clocks are apart.
 */
export function ConfirmedWindow({ until: first, left, csrfToken }: { until: number; left: number; csrfToken: string }) {
  const fetcher = useFetcher<{ confirmedUntil?: number; left?: number; error?: string }>();
  const [until, setUntil] = useState(first);
  const [ends, setEnds] = useState(() => Date.now() + left);
  const [stage, setStage] = useState<Stage>("open");
  // Where the person was when the warning came: the keyboard goes back there once they keep it.
  const before = useRef<HTMLElement | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [kept, setKept] = useState(false);

  // The end being counted to. A different one from the server (the page loaded again after it was
  // confirmed anew) starts the count again; the one "Keep it" answered, when the page's data comes
  // back with it, does not: counting again from that later moment would move the end later.
  const counted = useRef(first);
  const leftNow = useRef(left);
  leftNow.current = left;
  useEffect(() => {
    if (first === counted.current) return;
    counted.current = first;
    setUntil(first);
    setEnds(Date.now() + leftNow.current);
  }, [first]);
  useEffect(() => {
    const { confirmedUntil, left } = fetcher.data ?? {};
    if (confirmedUntil && left) {
      counted.current = confirmedUntil;
      setUntil(confirmedUntil);
      setEnds(Date.now() + left);
      setKept(true);
      before.current?.focus();
    }
  }, [fetcher.data]);
  // The warning at the window's foot never sits over the field being typed in: the page moves up.
  useEffect(() => {
    const warning = box.current;
    const focused = before.current;
    if (stage !== "ending" || !warning || !focused || getComputedStyle(warning).position !== "fixed") return;
    const covered = focused.getBoundingClientRect().bottom - warning.getBoundingClientRect().top;
    if (covered > 0) window.scrollBy({ top: covered + 16, behavior: "instant" });
  }, [stage]);
  useEffect(() => {
    const tick = () => {
      const left = ends - Date.now();
      const next: Stage = left <= 0 ? "ended" : left <= WARN_BEFORE_MS ? "ending" : "open";
      setStage((stage) => {
        if (next === "ending" && stage !== "ending") before.current = document.activeElement as HTMLElement | null;
        return next;
      });
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [ends]);

  const at = formatClockTime(new Date(until).toISOString());
  return (
    <div className="mt-6">
      <p className="text-gray-700">
        You confirmed it's you: until <time dateTime={new Date(until).toISOString()}>{at}</time> these changes need no
        password.
      </p>
      {/* Always in the page (empty, it takes no room), so a screen reader is listening before the
        words are written into it: the warning, then what became of it. */}
      <div role="alert">
        {kept && stage === "open" && (
          <p className="mt-2 font-semibold text-teal">Kept: until {at} these changes need no password.</p>
        )}
        {stage === "ending" && (
          // Over the page where the person is, not only where the section is: at the foot of any
          // window tall enough to spare the room (html gets as much scroll padding, so what has the
          // keyboard is never under it); in its place on a short one (400 % zoom).
          <div
            ref={box}
            data-confirm-warning=""
            className="mt-3 rounded-lg border-2 border-yellow-dark bg-yellow-pale p-4 text-gray-900 shadow-lg [@media(min-height:30rem)]:fixed [@media(min-height:30rem)]:inset-x-3 [@media(min-height:30rem)]:bottom-3 [@media(min-height:30rem)]:z-50 [@media(min-height:30rem)]:mx-auto [@media(min-height:30rem)]:max-w-lg"
          >
            <p className="font-bold">Your confirmation ends at {at}.</p>
            <p className="mt-1">After that, a change here asks for your password first. What you have typed stays.</p>
            <fetcher.Form method="post" action="/staff/confirm" className="mt-3">
              <input type="hidden" name="csrf" value={csrfToken} />
              <input type="hidden" name="intent" value="extend" />
              <button type="submit" className={buttonClasses("secondary")} disabled={fetcher.state !== "idle"}>
                Keep it for {MINUTES} more minutes
              </button>
            </fetcher.Form>
            {fetcher.data?.error && <p className="mt-2 font-semibold text-red">{fetcher.data.error}</p>}
          </div>
        )}
        {stage === "ended" && (
          <p className="mt-3 rounded-lg border-2 border-gray-500 bg-gray-50 p-4 text-gray-900">
            Your confirmation has ended. What you typed stays: when you send it, your password is asked first, and then
            you come back here with it.
          </p>
        )}
      </div>
    </div>
  );
}
