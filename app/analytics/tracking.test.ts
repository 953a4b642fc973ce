// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { analytics } from "~/content/analytics";
import { loadAnalytics, setProvider, trackButtonClick, trackClick, trackExternalLink, trackedButton } from "./tracking";

function recordedEvents() {
  const calls: unknown[][] = [];
  window.plausible = Object.assign((...args: unknown[]) => void calls.push(args), { q: [] });
  return calls;
}

describe("analytics", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
    delete window.plausible;
    setProvider(analytics);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends button and external-link events with their details", () => {
    const calls = recordedEvents();
    trackButtonClick("Watch Sermon", "Latest Sermon");
    trackExternalLink("https://live.example.org/", "Watch Full Experience");
    expect(calls).toEqual([
      ["Button Click", { props: { button_name: "Watch Sermon", section: "Latest Sermon" } }],
      ["External Link Click", { props: { url: "https://live.example.org/", link_text: "Watch Full Experience" } }],
    ]);
  });

  it("queues events sent before the provider's script has arrived", () => {
    trackButtonClick("Watch Sermon", "Latest Sermon");
    expect(window.plausible?.q).toEqual([
      ["Button Click", { props: { button_name: "Watch Sermon", section: "Latest Sermon" } }],
    ]);
  });

  it("sends nothing and loads nothing when the browser asks for privacy (Global Privacy Control)", () => {
    vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
    const calls = recordedEvents();
    trackButtonClick("Watch Sermon", "Latest Sermon");
    loadAnalytics();
    expect(calls).toEqual([]);
    expect(document.querySelector("script")).toBeNull();
  });

  it("sends nothing when Do Not Track is on", () => {
    vi.stubGlobal("navigator", { ...navigator, doNotTrack: "1" });
    const calls = recordedEvents();
    trackExternalLink("https://live.example.org/", "Join");
    expect(calls).toEqual([]);
  });

  it("counts a press anywhere inside a marked link: the button, then the external link", () => {
    const calls = recordedEvents();
    const link = document.createElement("a");
    link.href = "https://forms.example.org/join";
    for (const [name, value] of Object.entries(
      trackedButton("Join Alpha", "Coed Groups", { linkText: "Join Alpha" }),
    )) {
      link.setAttribute(name, value);
    }
    link.innerHTML = "<span>Join</span>";
    document.body.append(link);
    trackClick(link.querySelector("span"));
    trackClick(document.body);
    expect(calls).toEqual([
      ["Button Click", { props: { button_name: "Join Alpha", section: "Coed Groups" } }],
      ["External Link Click", { props: { url: "https://forms.example.org/join", link_text: "Join Alpha" } }],
    ]);
    link.remove();
  });

  it("counts an in-site button without an external-link event", () => {
    const calls = recordedEvents();
    const link = document.createElement("a");
    link.href = "#latest-sermon";
    for (const [name, value] of Object.entries(trackedButton("Watch Sermon", "Latest Sermon"))) {
      link.setAttribute(name, value);
    }
    document.body.append(link);
    trackClick(link);
    expect(calls).toEqual([["Button Click", { props: { button_name: "Watch Sermon", section: "Latest Sermon" } }]]);
    link.remove();
  });

  it("sends nothing and loads nothing before the page names a provider", () => {
    setProvider({ provider: "none" });
    const calls = recordedEvents();
    trackButtonClick("Watch Sermon", "Latest Sermon");
    loadAnalytics();
    expect(calls).toEqual([]);
    expect(document.querySelector("script")).toBeNull();
  });

  it("loads the provider's script once", () => {
    loadAnalytics();
    loadAnalytics();
    const scripts = document.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.dataset.domain).toBe("thebridgechurch.org");
  });
});

describe("analytics with Google Analytics", () => {
  it("queues gtag calls as Arguments objects, the only form gtag.js reads", () => {
    setProvider({
      provider: "google-analytics",
      measurementId: "G-TEST123",
      scriptSrc: "https://www.googletagmanager.com/gtag/js",
    });
    delete window.gtag;
    window.dataLayer = [];
    document.head.innerHTML = "";
    loadAnalytics();
    trackButtonClick("Watch Sermon", "Latest Sermon");
    const calls = window.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(Object.prototype.toString.call(window.dataLayer[0])).toBe("[object Arguments]");
    expect(calls[1]).toEqual(["config", "G-TEST123"]);
    expect(calls[2]).toEqual(["event", "Button Click", { button_name: "Watch Sermon", section: "Latest Sermon" }]);
    expect(document.querySelector("script")?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123");
  });
});
